import { isValidPhone, MSG, type Profile, type TripDocumentKind, type TripSummary } from '@wycieczki/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { tripKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/use-session';

const WHERE: Partial<Record<TripDocumentKind, string>> = { identyfikatory: 'na identyfikatorach („Jeśli się zgubię, zadzwoń”)', karta: 'na karcie wycieczki' };

/** Saves the phone in the signed-in user's profile, keeping the rest of it as it is. */
async function savePhone(phone: string): Promise<void> {
  const profile = await apiRequest<Profile>('/profile', { auth: true });
  await apiRequest('/profile', {
    method: 'PUT',
    auth: true,
    body: { firstName: profile.firstName, lastName: profile.lastName, phone, school: profile.school ?? '', schoolAddress: profile.schoolAddress ?? '' },
  });
}

type LeaderPhoneDialogProps = { trip: TripSummary; kind: TripDocumentKind | null; onClose: () => void; onPrint: (kind: TripDocumentKind) => void };

/**
 * Said before a document that prints the leader's phone is made while the leader's profile has none
 * (issue 48: twelve badges printed 'zadzwoń: ………'). The leader types it here, and it is kept in the
 * profile; anyone else learns it will print empty, to be written in by hand.
 */
export function LeaderPhoneDialog({ trip, kind, onClose, onPrint }: LeaderPhoneDialogProps) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const mine = user?.id === trip.tripLeaderId;
  const where = kind ? WHERE[kind] : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = phone.trim();
    if (!isValidPhone(typed)) return setError(MSG.phoneInvalid);
    setError(undefined);
    setSaving(true);
    savePhone(typed)
      .then(
        () => {
          toast.success('Zapisano numer telefonu w profilu');
          void queryClient.invalidateQueries({ queryKey: tripKeys.list() });
          if (kind) onPrint(kind);
          onClose();
        },
        (failure: unknown) => setError(errorMessage(failure)),
      )
      .finally(() => setSaving(false));
  };
  const printAnyway = () => {
    if (kind) onPrint(kind);
    onClose();
  };

  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={mine ? 'Podaj swój numer telefonu' : 'Kierownik nie ma numeru telefonu'}
        description={
          mine
            ? `Twój numer drukujemy ${where}, a Twój profil go nie ma. Zapiszemy go w profilu.`
            : `Numer kierownika (${trip.tripLeaderEmail ?? 'kierownik wycieczki'}) drukujemy ${where}, a jego profil go nie ma. Wydrukujemy puste miejsce do wpisania numeru ręcznie.`
        }
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {mine ? (
              <>
                <Button type="button" variant="outline" onClick={printAnyway} disabled={saving}>
                  Pobierz bez numeru
                </Button>
                <Button type="submit" form="leader-phone-form" disabled={saving}>
                  <Phone aria-hidden="true" />
                  {saving ? 'Zapisywanie...' : 'Zapisz i pobierz'}
                </Button>
              </>
            ) : (
              <>
                <DialogClose asChild>
                  <Button variant="outline">Anuluj</Button>
                </DialogClose>
                <Button onClick={printAnyway}>Pobierz mimo to</Button>
              </>
            )}
          </div>
        }
      >
        {mine ? (
          <form id="leader-phone-form" onSubmit={submit} noValidate>
            <FormField
              id="leader-phone"
              label="Numer telefonu"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="np. 600 100 200"
              value={phone}
              error={error}
              onChange={(event) => setPhone(event.currentTarget.value)}
            />
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
