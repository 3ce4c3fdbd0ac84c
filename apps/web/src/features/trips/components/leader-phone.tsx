import { isValidPhone, MSG, type Profile } from '@wycieczki/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { tripKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { getProfile, profileQueryKey } from '@/lib/profile-query';

/** Saves the phone in the signed-in user's profile, keeping the rest of it as it is. */
async function savePhone(phone: string): Promise<Profile> {
  const profile = await getProfile();
  return apiRequest<Profile>('/profile', {
    method: 'PUT',
    auth: true,
    body: { firstName: profile.firstName, lastName: profile.lastName, phone, school: profile.school ?? '', schoolAddress: profile.schoolAddress ?? '' },
  });
}

/**
 * The leader's own phone typed where it is missing (issue 48): checked with the profile's rule, kept
 * in the profile, and every trip card and the profile read again, so no screen still asks for it.
 */
export function useLeaderPhone() {
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const save = (onSaved?: () => void) => {
    const typed = phone.trim();
    if (!isValidPhone(typed)) return setError(MSG.phoneInvalid);
    setError(undefined);
    setSaving(true);
    savePhone(typed)
      .then(
        (profile) => {
          toast.success('Zapisano numer telefonu w profilu');
          queryClient.setQueryData(profileQueryKey, profile);
          void queryClient.invalidateQueries({ queryKey: tripKeys.list() });
          onSaved?.();
        },
        (failure: unknown) => setError(errorMessage(failure)),
      )
      .finally(() => setSaving(false));
  };
  return { phone, setPhone, error, saving, save };
}

export type LeaderPhoneState = ReturnType<typeof useLeaderPhone>;

/** 'Numer telefonu', typed as on a phone's keypad. */
export function LeaderPhoneField({ id, state, onEnter }: { id: string; state: LeaderPhoneState; onEnter?: () => void }) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !onEnter) return;
    // Inside another form (the wizard's): Enter saves the number, it does not go to the next step.
    event.preventDefault();
    onEnter();
  };
  return (
    <FormField
      id={id}
      label="Numer telefonu"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="np. 600 100 200"
      value={state.phone}
      error={state.error}
      onChange={(event) => state.setPhone(event.currentTarget.value)}
      onKeyDown={onKeyDown}
    />
  );
}

type PhoneBoxProps = { id: string; children: string; testId?: string; onLater?: () => void };

/**
 * Where the user's own phone is missing and about to be printed (the wizard, 'Wyślij do
 * zatwierdzenia', a guardian's karta alarmowa): what it is for, the number, and 'Zapisz numer w
 * profilu', without leaving the screen; `onLater` adds 'Nie teraz'.
 */
export function LeaderPhoneBox({ id, children, testId = 'leader-phone-box', onLater }: PhoneBoxProps) {
  const state = useLeaderPhone();
  return (
    <div data-testid={testId} className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">{children}</p>
      <LeaderPhoneField id={id} state={state} onEnter={() => state.save()} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={state.saving} onClick={() => state.save()}>
          <Phone aria-hidden="true" />
          {state.saving ? 'Zapisywanie...' : 'Zapisz numer w profilu'}
        </Button>
        {onLater ? (
          <Button type="button" variant="ghost" disabled={state.saving} onClick={onLater}>
            Nie teraz
          </Button>
        ) : null}
      </div>
    </div>
  );
}
