import { BedDouble, ClipboardCheck, Map, MapPinned, Users, type LucideIcon } from 'lucide-react';

/**
 * `end`: active on its own path only ('Szkoła' is not active on 'Wycieczki szkoły'). `own`: one of the
 * head's sections, whose words the top bar keeps beside the other sections' icons (seven words do not fit).
 */
export type NavItem = { to: string; label: string; icon: LucideIcon; end?: boolean; own?: boolean };
export type NavSets = { wide: readonly NavItem[]; phone: readonly NavItem[] };

/** The trip screens every signed-in user has; the head's sections are added to them (head-nav-items.ts). */
export const TEACHER_NAV: readonly NavItem[] = [
  { to: '/trips', label: 'Wycieczki', icon: Map },
  { to: '/students', label: 'Uczniowie', icon: Users },
  { to: '/rooms', label: 'Pokoje', icon: BedDouble },
  { to: '/attendance', label: 'Obecność', icon: ClipboardCheck },
  { to: '/locations', label: 'Lokalizacja', icon: MapPinned },
];
