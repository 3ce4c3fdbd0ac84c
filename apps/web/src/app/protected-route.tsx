import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { GoToSignIn } from './go-to-sign-in';
import { useAuth } from '@/lib/use-session';

export function ProtectedRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'signed-out') return <GoToSignIn />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
