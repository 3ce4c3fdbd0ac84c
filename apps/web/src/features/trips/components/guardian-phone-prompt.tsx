import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { profileQueryOptions } from '@/lib/profile-query';
import { useAuth } from '@/lib/use-session';
import { asksGuardianPhone, phoneAnswered, rememberPhoneAnswered } from '../guardian-phone';
import { LeaderPhoneBox } from './leader-phone';

/**
 * A guardian's own phone, asked once as the leader's is (audit 2026-12-01, defect 31: 'Brak telefonu w
 * profilu' on the karta alarmowa): when she opens a trip she guards and her profile has no number, the
 * trip's screens ask for it above the page until she saves it or answers 'Nie teraz'.
 */
export function GuardianPhonePrompt() {
  const { user } = useAuth();
  const { currentTrip } = useCurrentTrip();
  const { pathname } = useLocation();
  const [answered, setAnswered] = useState(() => (user ? phoneAnswered(user.id) : true));
  const candidate = user !== null && asksGuardianPhone({ userId: user.id, trip: currentTrip, pathname, phone: null, answered });
  const profile = useQuery({ ...profileQueryOptions, enabled: candidate });
  if (!user || !candidate || !profile.isSuccess || !asksGuardianPhone({ userId: user.id, trip: currentTrip, pathname, phone: profile.data.phone, answered })) return null;
  const later = () => {
    rememberPhoneAnswered(user.id);
    setAnswered(true);
  };
  return (
    <div className="mx-auto max-w-6xl px-4 pt-3 sm:px-6">
      <LeaderPhoneBox id="guardian-phone" testId="guardian-phone-box" onLater={later}>
        Podaj swój numer telefonu: karta alarmowa wycieczki podaje telefony opiekunów, by kierownik i inni opiekunowie mogli do Ciebie zadzwonić, a Twój profil go nie ma.
      </LeaderPhoneBox>
    </div>
  );
}
