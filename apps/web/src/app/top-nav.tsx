import { LogIn, LogOut, UserRound } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { APP_NAME, LogoMark } from '@/components/ui/logo';
import { useSignOut } from '@/features/auth/api/sign-out';
import { NotificationBellSlot } from '@/features/notifications/notification-bell-slot';
import { cn } from '@/lib/cn';
import { SIGN_IN_PATH } from '@/lib/sign-in-page';
import { useNavItems } from './nav-items';
import { TripSwitcherSlot } from './trip-switcher-slot';
import { SyncStatusSlot } from './sync-status-slot';
import { useAuth } from '@/lib/use-session';

/** `tripSwitcher`: only inside the signed-in providers, which know the trips. */
export function TopNav({ tripSwitcher }: { tripSwitcher: boolean }) {
  const { user } = useAuth();
  const signOut = useSignOut();
  const sections = useNavItems();

  return (
    <header className="group/header sticky top-0 z-40 border-b border-border bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 max-[359px]:gap-1.5 max-[359px]:px-3 sm:px-6">
        <Link to="/" className="flex h-11 min-w-11 shrink-0 items-center gap-2 rounded-lg font-semibold tracking-tight sm:h-10" aria-label={`${APP_NAME} – strona główna`}>
          <LogoMark />
          {/* On a narrow phone the signed-in actions need the room (the logo still names the app); beside the section links the trip switcher takes its place. */}
          <span className={cn('whitespace-nowrap text-base', user ? 'max-[419px]:hidden md:group-has-[[data-trip-switcher]]/header:hidden' : 'max-[359px]:hidden')}>
            {APP_NAME}
          </span>
        </Link>

        {user && tripSwitcher ? <TripSwitcherSlot /> : null}

        {user ? (
          <nav aria-label="Nawigacja główna" className="ml-2 hidden items-center gap-1 md:flex">
            {sections.wide.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.end}
                title={item.label}
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-9 min-w-9 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
                    isActive && 'bg-primary-soft text-primary hover:bg-primary-soft hover:text-primary',
                  )
                }
              >
                <item.icon aria-hidden="true" className="size-4 shrink-0" />
                {/* Five sections and the trip switcher share the bar: below xl the links are icons (named for
                    screen readers, with a tooltip); from xl on, whole words that never wrap. */}
                {/* A head's bar has seven sections: her own two keep their words, the trip screens are icons. */}
                <span className={cn('sr-only whitespace-nowrap', (sections.wide.length <= 5 || item.own) && 'xl:not-sr-only')}>{item.label}</span>
              </NavLink>
            ))}
          </nav>
        ) : null}

        <div className="ml-auto flex items-center gap-1 max-[359px]:gap-0 sm:gap-2">
          {user ? (
            <>
              {tripSwitcher ? <NotificationBellSlot /> : null}
              <NavLink
                to="/profile"
                title="Profil"
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 text-sm sm:h-10 sm:min-w-10 font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground sm:px-3',
                    isActive && 'bg-primary-soft text-primary',
                  )
                }
              >
                <UserRound aria-hidden="true" className="size-5 sm:size-4" />
                {/* Words where the bar has room: beside the bottom tab bar (sm) and from 2xl on; beside the
                    section links' icons (md to 2xl) the icon alone, named for screen readers. */}
                <span className="sr-only whitespace-nowrap sm:not-sr-only md:sr-only 2xl:not-sr-only">Profil</span>
              </NavLink>
              <Button variant="ghost" onClick={signOut} title="Wyloguj" className="min-w-11 px-2 text-muted-foreground sm:min-w-10 sm:px-3">
                <LogOut aria-hidden="true" className="!size-5 sm:!size-4" />
                <span className="sr-only whitespace-nowrap sm:not-sr-only md:sr-only 2xl:not-sr-only">Wyloguj</span>
              </Button>
            </>
          ) : (
            <Button asChild className="px-3 sm:px-4">
              <a href={SIGN_IN_PATH}>
                <LogIn aria-hidden="true" className="hidden sm:block" />
                Zaloguj się
              </a>
            </Button>
          )}
        </div>
      </div>
      {/* A strip under the bar while there is something to say about the network or the outbox: the bar
          itself has no room for it on a 360 px phone. */}
      {tripSwitcher ? <SyncStatusSlot /> : null}
    </header>
  );
}
