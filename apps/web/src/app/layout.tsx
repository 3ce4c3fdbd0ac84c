import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { AppUpdatePrompt } from '@/components/app-update-prompt';
import { QuietBoundary, retryImport } from '@/components/quiet-boundary';
import { Toaster } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { BottomTabBar } from './bottom-tab-bar';
import { TopNav } from './top-nav';
import { useAuth } from '@/lib/use-session';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useIdle } from '@/lib/use-idle';
import { ErrorBoundary, ScreenBoundary, ScreenError } from './screen-boundary';
import { NotificationBellSlot } from '@/features/notifications/notification-bell-slot';
import { SyncStatusSlot } from './sync-status-slot';
import { TripSwitcherSlot } from './trip-switcher-slot';

const SignedInProviders = preloadableLazy(() => import('./signed-in-providers'));
// 'Zaginięcie ucznia' (issue 28) on every signed-in screen; in the signed-in chunk, never on the landing page.
const AlarmBanner = preloadableLazy(() => retryImport(() => import('@/components/alarm-banner').then((m) => ({ default: m.AlarmBanner }))));
// 'Zakończona' (issue 31): a closed current trip says why nothing can be edited; likewise.
const ClosedTripBanner = preloadableLazy(() => retryImport(() => import('@/components/closed-trip-banner').then((m) => ({ default: m.ClosedTripBanner }))));
// 'Lek nie został podany' (issue 54): an overdue dose on the screens of its group's guardians. Not part of
// the first screen: its code is asked for once the screen is drawn and the browser idle.
const OverdueDosesBanner = lazy(() => retryImport(() => import('@/features/medicines/components/overdue-doses-banner')));
// A guardian's own phone for the karta alarmowa (issue 63), asked once; likewise after the first screen.
const GuardianPhonePrompt = lazy(() => retryImport(() => import('@/features/trips/components/guardian-phone-prompt').then((m) => ({ default: m.GuardianPhonePrompt }))));

function IdleBanners() {
  const idle = useIdle();
  return idle ? (
    <Suspense fallback={null}>
      <OverdueDosesBanner />
      <GuardianPhonePrompt />
    </Suspense>
  ) : null;
}

/**
 * Loads what every signed-in screen shows around its page (a stored session at start-up): the
 * providers, the banners and the top bar's parts, side by side and before the first render asks for
 * them, so the first render draws them without a fallback.
 */
export function preloadSignedInShell(): Promise<unknown> {
  return Promise.allSettled([SignedInProviders, AlarmBanner, ClosedTripBanner, TripSwitcherSlot, SyncStatusSlot, NotificationBellSlot].map((part) => part.preload()));
}

type ShellProps = { signedIn: boolean; tripSwitcher: boolean; children: ReactNode; banner?: ReactNode };

function Shell({ signedIn, tripSwitcher, children, banner }: ShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#tresc"
        className="sr-only z-50 rounded-md bg-card px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Przejdź do treści
      </a>
      <TopNav tripSwitcher={tripSwitcher} />
      {/* Below the last buttons, room for the tab bar and a toast above it: a toast never covers the last
          card's actions once scrolled (issue 23). */}
      <main id="tresc" className={cn('flex-1', signedIn && 'pb-40 md:pb-24')}>
        {banner}
        {children}
      </main>
      {signedIn ? <BottomTabBar /> : null}
    </div>
  );
}

export function Layout() {
  const { user } = useAuth();
  return (
    <>
      {user ? (
        // The signed-in part's own code lost (the shell around every screen): the message alone, with a
        // reload. No top bar: its 'Wyloguj' would not ask first about unsent roll-call changes (the sync
        // strip asks, and its code is what was lost), and signing out removes them from the device.
        <ErrorBoundary
          resetKey="signed-in"
          fallback={(error) => (
            <main id="tresc">
              <ScreenError error={error} signedIn />
            </main>
          )}
        >
          <Suspense
            fallback={
              <Shell signedIn tripSwitcher={false}>
                <FullPageSpinner />
              </Shell>
            }
          >
            <SignedInProviders>
              <Shell
                signedIn
                tripSwitcher
                banner={
                  <QuietBoundary>
                    <Suspense fallback={null}>
                      <AlarmBanner />
                      <ClosedTripBanner />
                    </Suspense>
                    <IdleBanners />
                  </QuietBoundary>
                }
              >
                <ScreenBoundary signedIn>
                  <Outlet />
                </ScreenBoundary>
              </Shell>
            </SignedInProviders>
          </Suspense>
        </ErrorBoundary>
      ) : (
        <Shell signedIn={false} tripSwitcher={false}>
          <ScreenBoundary signedIn={false}>
            <Outlet />
          </ScreenBoundary>
        </Shell>
      )}
      {/* Outside the signed-in boundary: a toast raised while signing in or out stays visible. */}
      <Toaster />
      <AppUpdatePrompt />
    </>
  );
}
