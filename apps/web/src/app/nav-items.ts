import { BedDouble, ClipboardCheck, Landmark, Map, MapPinned, School, Users, type LucideIcon } from 'lucide-react';
import type { AuthUser } from '@wycieczki/shared';

/** `end`: active on its own path only ('Szkoła' is not active on 'Wycieczki szkoły'). */
export type NavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

const TRIPS: NavItem = { to: '/trips', label: 'Wycieczki', icon: Map };
const STUDENTS: NavItem = { to: '/students', label: 'Uczniowie', icon: Users };
const ROOMS: NavItem = { to: '/rooms', label: 'Pokoje', icon: BedDouble };
const ATTENDANCE: NavItem = { to: '/attendance', label: 'Obecność', icon: ClipboardCheck };
const LOCATIONS: NavItem = { to: '/locations', label: 'Lokalizacja', icon: MapPinned };
/** The head's own sections (issue 48): the school's trips, 'Do zatwierdzenia' first, and the school. */
const SCHOOL_TRIPS: NavItem = { to: '/school/trips', label: 'Wycieczki szkoły', icon: Landmark };
const SCHOOL: NavItem = { to: '/school', label: 'Szkoła', icon: School, end: true };

const NAV_ITEMS: readonly NavItem[] = [TRIPS, STUDENTS, ROOMS, ATTENDANCE, LOCATIONS];
const HEAD_NAV_ITEMS: readonly NavItem[] = [SCHOOL_TRIPS, SCHOOL, ...NAV_ITEMS];
/** Five fit a 360 px phone's bar: the head's two, then the trip screens used on the way. */
const HEAD_PHONE_ITEMS: readonly NavItem[] = [SCHOOL_TRIPS, SCHOOL, TRIPS, STUDENTS, ATTENDANCE];

/** The sections of the top bar (`wide`) and of a phone's bottom bar, for the signed-in user's role. */
export function navItemsFor(user: AuthUser | null): { wide: readonly NavItem[]; phone: readonly NavItem[] } {
  return user?.schoolRole === 'head' ? { wide: HEAD_NAV_ITEMS, phone: HEAD_PHONE_ITEMS } : { wide: NAV_ITEMS, phone: NAV_ITEMS };
}
