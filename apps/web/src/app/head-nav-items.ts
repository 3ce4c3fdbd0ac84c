import { Landmark, School } from 'lucide-react';
import { TEACHER_NAV, type NavItem } from './nav-sections';

/** The head's own sections (issue 48): the school's trips, 'Do zatwierdzenia' first, and the school. */
const SCHOOL_TRIPS: NavItem = { to: '/school/trips', label: 'Wycieczki szkoły', icon: Landmark, own: true };
const SCHOOL: NavItem = { to: '/school', label: 'Szkoła', icon: School, end: true, own: true };
const [TRIPS, STUDENTS, , ATTENDANCE] = TEACHER_NAV;

/** A chunk of its own: only a head loads these icons, never the landing page's first screen. */
export const HEAD_NAV = {
  wide: [SCHOOL_TRIPS, SCHOOL, ...TEACHER_NAV],
  // Five fit a 360 px phone's bar: the head's two, then the trip screens used on the way.
  phone: [SCHOOL_TRIPS, SCHOOL, TRIPS!, STUDENTS!, ATTENDANCE!],
} satisfies { wide: readonly NavItem[]; phone: readonly NavItem[] };
