import { MSG } from '@wycieczki/shared';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { userKeys } from '@/lib/query-keys';
import { searchUsers } from '../api/search-users';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type GuardianEmailsFieldProps = {
  id: string;
  leaderEmail: string;
  emails: readonly string[];
  onChange: (emails: string[]) => void;
  /** After an email is added, with the email. */
  onAdded: (email: string) => void;
};

/** Extra guardians by email, as removable chips (SPEC section 5 'Wizard'). */
export function GuardianEmailsField({ id, leaderEmail, emails, onChange, onAdded }: GuardianEmailsFieldProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [checking, setChecking] = useState(false);

  /** An email is added once it is known to belong to a registered user, not only when the trip is created. */
  const add = async () => {
    const email = draft.trim().toLowerCase();
    if (!email.includes('@')) return void toast.error(MSG.guardianEmailInvalid);
    if (email === leaderEmail.trim().toLowerCase()) return void toast.error(MSG.leaderIsGuardian);
    if (emails.includes(email)) return void toast.error(MSG.guardianAlreadyAdded);
    setChecking(true);
    try {
      // A whole address finds its one user (docs/decisions/007).
      const found = await queryClient.fetchQuery({ queryKey: userKeys.search(email), queryFn: ({ signal }) => searchUsers(email, signal), staleTime: 60_000 });
      if (!found.some((user) => user.email.toLowerCase() === email)) return void toast.error(MSG.userNotFound);
    } catch (error) {
      return void toast.error('Nie udało się sprawdzić adresu email', { description: errorMessage(error) });
    } finally {
      setChecking(false);
    }
    onChange([...emails, email]);
    setDraft('');
    onAdded(email);
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Dodatkowi opiekunowie (email)</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="opiekun@szkola.pl"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            }
          }}
        />
        <Button variant="outline" onClick={() => void add()} disabled={checking} className="shrink-0">
          <UserPlus aria-hidden="true" />
          Dodaj opiekuna
        </Button>
      </div>
      {emails.length > 0 ? (
        <ul aria-label="Dodani opiekunowie" className="flex flex-wrap gap-2">
          {emails.map((email) => (
            <li key={email} className="flex max-w-full items-center gap-1 rounded-full bg-primary-soft pl-3 text-sm sm:py-1 sm:pr-1 text-primary">
              <span className="min-w-0 truncate" title={email}>{email}</span>
              <button
                type="button"
                aria-label={`Usuń opiekuna ${email}`}
                onClick={() => onChange(emails.filter((other) => other !== email))}
                className="grid size-11 shrink-0 cursor-pointer sm:size-7 place-items-center rounded-full hover:bg-primary/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
