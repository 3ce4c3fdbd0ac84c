import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '@/lib/profile-query';
import { useAuth } from '@/lib/use-session';
import { LeaderPhoneBox } from '../components/leader-phone';

/**
 * The wizard asks the leader's phone where it will be missing (issue 48): when the one creating the
 * trip leads it and their profile has no number, which the karta, the badges and the karta alarmowa
 * print. Saved in the profile at once, apart from the trip, so it is not lost with a draft.
 */
export function OwnPhoneField({ leaderEmail }: { leaderEmail: string }) {
  const ownEmail = useAuth().user?.email ?? '';
  const leads = ownEmail !== '' && leaderEmail.trim().toLowerCase() === ownEmail.toLowerCase();
  const profile = useQuery({ ...profileQueryOptions, enabled: leads });
  if (!leads || !profile.isSuccess || profile.data.phone) return null;
  return (
    <LeaderPhoneBox id="wizard-leader-phone">
      Twój numer telefonu: drukujemy go na karcie wycieczki i identyfikatorach uczniów („Jeśli się zgubię, zadzwoń”), a Twój profil go nie ma.
    </LeaderPhoneBox>
  );
}
