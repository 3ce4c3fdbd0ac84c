import { Outlet } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { BottomTabBar } from './bottom-tab-bar';
import { TopNav } from './top-nav';
import { useAuth } from './use-session';

export function Layout() {
  const { user } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#tresc"
        className="sr-only z-50 rounded-md bg-card px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Przejdź do treści
      </a>
      <TopNav />
      <main id="tresc" className={cn('flex-1', user && 'pb-20 md:pb-0')}>
        <Outlet />
      </main>
      {user ? <BottomTabBar /> : null}
      <Toaster />
    </div>
  );
}
