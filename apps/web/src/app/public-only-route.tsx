import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { afterSignInPath } from '@/lib/pending-invitation';
import { useAuth } from '@/lib/use-session';

/**
 * The landing page and the sign-in screen: a signed-in user goes straight to the trips, or back to
 * a school invitation opened before signing in (issue 27).
 */
export function PublicOnlyRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'signed-in') return <Navigate to={afterSignInPath()} replace />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
