import type { TripSummary } from '@wycieczki/shared';

// A guardian's own phone, asked once (issue 63; audit 2026-12-01, defect 31): the karta alarmowa
// prints every guardian's number from their profile, and nothing asked a guardian for it.

const PREFIX = 'wycieczki.phoneAsked.';

/** The screens of the current trip: not the trips list (no trip opened yet), the profile (its own field), nor the school's. */
function onTripScreen(pathname: string): boolean {
  return pathname !== '/trips' && pathname !== '/profile' && !pathname.startsWith('/school');
}

type Asking = {
  userId: string;
  trip: Pick<TripSummary, 'tripLeaderId' | 'closed'> | null;
  pathname: string;
  /** The profile's phone; undefined while the profile loads. */
  phone: string | null | undefined;
  /** 'Nie teraz' answered on this device. */
  answered: boolean;
};

/**
 * Whether to ask: on a screen of an open trip she guards and does not lead (the leader is asked where
 * the karta and the badges print the number), while her profile has no phone and she has not answered.
 */
export function asksGuardianPhone({ userId, trip, pathname, phone, answered }: Asking): boolean {
  if (!trip || trip.closed || trip.tripLeaderId === userId || answered) return false;
  return onTripScreen(pathname) && phone === null;
}

/** 'Nie teraz' answered by this account on this device; a saved number ends the asking by itself. */
export function phoneAnswered(userId: string, storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(`${PREFIX}${userId}`) === '1';
  } catch {
    return false;
  }
}

export function rememberPhoneAnswered(userId: string, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(`${PREFIX}${userId}`, '1');
  } catch {
    // A browser that keeps nothing asks again next time: no harm.
  }
}
