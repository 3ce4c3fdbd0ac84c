import { BedDouble, ClipboardCheck, Map, MapPinned, Users, type LucideIcon } from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon };

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/trips', label: 'Wycieczki', icon: Map },
  { to: '/students', label: 'Uczniowie', icon: Users },
  { to: '/rooms', label: 'Pokoje', icon: BedDouble },
  { to: '/attendance', label: 'Obecność', icon: ClipboardCheck },
  { to: '/locations', label: 'Lokalizacja', icon: MapPinned },
];
