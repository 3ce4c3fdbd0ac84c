import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/use-session';

export function ProtectedRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'signed-out') return <Navigate to="/auth" replace />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
