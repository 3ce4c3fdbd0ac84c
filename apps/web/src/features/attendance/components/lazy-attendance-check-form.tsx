import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** The list form loads when a list dialog opens: the attendance screen's first paint carries no form library. */
export const loadAttendanceCheckForm = () => import('./attendance-check-form');
const Form = lazy(loadAttendanceCheckForm);

export function LazyAttendanceCheckForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={<Spinner className="py-10" label="Wczytywanie formularza..." />}>
      <Form {...props} />
    </Suspense>
  );
}
