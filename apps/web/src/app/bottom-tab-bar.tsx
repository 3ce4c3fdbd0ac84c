import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { useNavItems } from './nav-items';

/** On a phone the main sections sit at the bottom, within reach of a thumb. */
export function BottomTabBar() {
  const sections = useNavItems();
  return (
    <nav
      aria-label="Nawigacja główna"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {sections.phone.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  // A two-word label ('Wycieczki szkoły') takes two short lines rather than the neighbours' room.
                  'flex h-16 flex-col items-center justify-center gap-1 text-center text-xs font-medium leading-tight tracking-tight text-muted-foreground transition-colors max-[359px]:text-[11px]',
                  !item.label.includes(' ') && 'whitespace-nowrap',
                  item.label.includes(' ') && 'gap-0.5',
                  isActive && 'text-primary',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span className={cn('grid h-7 w-12 place-items-center rounded-full', isActive && 'bg-primary-soft')}>
                    <item.icon aria-hidden="true" className="size-5" />
                  </span>
                  {item.label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
