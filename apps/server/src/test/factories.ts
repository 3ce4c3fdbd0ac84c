import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Session } from '@wycieczki/shared';
import type { TestApi } from './test-app';

export const DEFAULT_PASSWORD = 'Tajne-Haslo-123';

let sequence = 0;

/** A unique email for a test user. */
export function uniqueEmail(prefix = 'nauczyciel'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomUUID().slice(0, 8)}@szkola.test`;
}

export type TestUser = Session & { password: string; email: string };

/** Registers a user through the real sign-up endpoint and returns the session. */
export async function createUser(
  api: TestApi,
  overrides: { email?: string; password?: string; fullName?: string } = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const fullName = overrides.fullName ?? 'Anna Nowak';
  const response = await api.request<Session>('POST', '/api/auth/sign-up', { body: { email, password, fullName } });
  expect(response.status).toBe(201);
  return { ...response.body, password, email: response.body.user.email };
}
