import { MSG } from '@wycieczki/shared';
import { UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { WIZARD_MSG } from './wizard-draft';

type GuardianEmailsFieldProps = {
  id: string;
  leaderEmail: string;
  emails: readonly string[];
  onChange: (emails: string[]) => void;
};

/** Extra guardians by email, as removable chips (SPEC section 5 'Wizard'). */
export function GuardianEmailsField({ id, leaderEmail, emails, onChange }: GuardianEmailsFieldProps) {
  const [draft, setDraft] = useState('');

  const add = () => {
    const email = draft.trim().toLowerCase();
    if (!email.includes('@')) return void toast.error(MSG.guardianEmailInvalid);
    if (email === leaderEmail.trim().toLowerCase()) return void toast.error(MSG.leaderIsGuardian);
    if (emails.includes(email)) return void toast.error(MSG.guardianAlreadyAdded);
    onChange([...emails, email]);
    setDraft('');
    toast.success(WIZARD_MSG.guardianAdded);
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
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} className="shrink-0">
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
