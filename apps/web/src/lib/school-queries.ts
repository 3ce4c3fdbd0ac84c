import type { MySchool, RegisterView } from '@wycieczki/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * The signed-in user's school and its register of pupils, as queries: read by the school's screens
 * and by the new-trip wizard's 'Z listy szkoły' (issue 51), which share the cached answers through
 * these keys. Both lazily loaded: nothing here is on a screen's first load.
 */
export const schoolKey = ['school', 'mine'] as const;

/** The signed-in user's school, or null for a teacher working alone. */
export const mySchoolQueryOptions = queryOptions({
  queryKey: schoolKey,
  queryFn: ({ signal }) => apiRequest<MySchool>('/schools/mine', { auth: true, signal }),
});

/** Under the school's key: joining, leaving or a changed role reads the register again. */
export const registerKey = [...schoolKey, 'register'] as const;

/** 'Uczniowie szkoły': every field to the head and 'Sekretariat', classes and names to another teacher. */
export const registerQueryOptions = queryOptions({
  queryKey: registerKey,
  queryFn: ({ signal }) => apiRequest<RegisterView>('/schools/mine/register', { auth: true, signal }),
});
