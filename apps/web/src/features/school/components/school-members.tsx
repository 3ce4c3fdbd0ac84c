import { SCHOOL_ROLE_LABELS, type SchoolMember, type TeacherResetLink } from '@wycieczki/shared';
import { Copy, KeyRound, UserX } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useRemoveTeacher, useSetRegisterClerk, useTeacherResetLink } from '../api/school';
import { copyLink } from './school-invitations';

const nameOf = (member: SchoolMember | null) => (member ? member.fullName || member.email : '');

/**
 * The school's head and teachers; the head removes a teacher, makes one a reset link (issue 30) or
 * names one 'Sekretariat', who keeps 'Uczniowie szkoły' (issue 51).
 */
export function Members({ members, canManage }: { members: SchoolMember[]; canManage: boolean }) {
  const remove = useRemoveTeacher();
  const setClerk = useSetRegisterClerk();
  const toggleClerk = (member: SchoolMember) => {
    const registerClerk = !member.registerClerk;
    setClerk.mutate(
      { userId: member.userId, registerClerk },
      {
        onSuccess: () => toast.success(registerClerk ? `Nadano rolę „Sekretariat”: ${nameOf(member)}` : `Odebrano rolę „Sekretariat”: ${nameOf(member)}`),
        onError: (error) => toast.error('Nie udało się zmienić roli „Sekretariat”', { description: errorMessage(error) }),
      },
    );
  };
  const [removing, setRemoving] = useState<SchoolMember | null>(null);
  const [resetting, setResetting] = useState<SchoolMember | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Nauczyciele</CardTitle>
        {canManage ? (
          <CardDescription>Nauczyciel z rolą „Sekretariat” importuje listę uczniów szkoły z e-dziennika i widzi ich dane, tak jak dyrektor.</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border" aria-label="Dyrektor i nauczyciele">
          {members.map((member) => (
            <li key={member.userId} data-testid="school-member" className="flex items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="wrap-anywhere font-medium">
                  {nameOf(member)}
                  {member.registerClerk ? (
                    <span className="ml-2 inline-block rounded-full bg-primary-soft px-2 py-0.5 align-middle text-xs font-medium text-primary">Sekretariat</span>
                  ) : null}
                </p>
                <p className="wrap-anywhere text-sm text-muted-foreground">
                  {SCHOOL_ROLE_LABELS[member.role]} · {member.email}
                </p>
                {canManage && member.role === 'teacher' ? (
                  <ClerkSwitch on={member.registerClerk} name={nameOf(member)} busy={setClerk.isPending} onToggle={() => toggleClerk(member)} />
                ) : null}
              </div>
              {canManage && member.role === 'teacher' ? (
                <>
                  <Button variant="ghost" size="icon" aria-label={`Link do zmiany hasła: ${nameOf(member)}`} title="Link do zmiany hasła" onClick={() => setResetting(member)}>
                    <KeyRound aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Usuń ze szkoły: ${nameOf(member)}`} title="Usuń ze szkoły" onClick={() => setRemoving(member)}>
                    <UserX aria-hidden="true" />
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Usunąć ze szkoły: ${nameOf(removing)}?`}
        description="Nauczyciel przestanie należeć do szkoły. Wycieczki, które prowadzi lub w których jest opiekunem, zostają jego."
        confirmLabel="Usuń"
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutateAsync(removing.userId).then(
            () => {
              toast.success('Usunięto nauczyciela ze szkoły');
              setRemoving(null);
            },
            (error: unknown) => toast.error('Nie udało się usunąć nauczyciela', { description: errorMessage(error) }),
          )
        }
      />
      <ResetLinkDialog member={resetting} onClose={() => setResetting(null)} />
    </Card>
  );
}

/** The head's switch of 'Sekretariat' for a teacher, under the teacher's name: the row keeps its width for the name. */
function ClerkSwitch({ on, name, busy, onToggle }: { on: boolean; name: string; busy: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`Sekretariat: ${name}`}
      title={on ? 'Odbierz rolę „Sekretariat”' : 'Nadaj rolę „Sekretariat”'}
      disabled={busy}
      onClick={onToggle}
      className="mt-1 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg text-sm text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60 sm:min-h-9"
    >
      <span aria-hidden="true" className={cn('relative h-5 w-9 shrink-0 rounded-full transition-colors', on ? 'bg-primary' : 'bg-muted-foreground/40')}>
        <span className={cn('absolute left-0.5 top-0.5 size-4 rounded-full bg-white shadow transition-transform', on && 'translate-x-4')} />
      </span>
      Sekretariat
    </button>
  );
}

/**
 * 'Link do zmiany hasła': first what it does and that it is recorded, then the link, shown once.
 */
function ResetLinkDialog({ member, onClose }: { member: SchoolMember | null; onClose: () => void }) {
  const make = useTeacherResetLink();
  const [made, setMade] = useState<TeacherResetLink | null>(null);
  const close = (open: boolean) => {
    if (open) return;
    setMade(null);
    make.reset();
    onClose();
  };
  const create = () =>
    member &&
    make.mutateAsync(member.userId).then(setMade, (error: unknown) => toast.error('Nie udało się utworzyć linku', { description: errorMessage(error) }));
  const address = made ? `${window.location.origin}${made.link}` : '';
  return (
    <Dialog open={member !== null} onOpenChange={close}>
      {member ? (
        <DialogContent
          title={`Link do zmiany hasła: ${nameOf(member)}`}
          description={
            made
              ? `Przekaż ten link nauczycielowi osobiście. Działa raz, do ${formatDateTime(made.expiresAt)}. Ten link zobaczysz tylko teraz.`
              : 'Dla nauczyciela, który nie pamięta hasła, a serwer nie wysyła e-maili. Link działa 30 minut i tylko raz. Utworzenie linku zapisuje się w dzienniku dostępu szkoły i w historii konta nauczyciela.'
          }
        >
          {made ? (
            <div className="grid gap-3">
              <FormField id="teacher-reset-link" label="Link do zmiany hasła" readOnly value={address} onFocus={(event) => event.currentTarget.select()} />
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => copyLink(address)}>
                  <Copy aria-hidden="true" />
                  Kopiuj link
                </Button>
                <Button variant="outline" onClick={() => close(false)}>
                  Zamknij
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => close(false)}>
                Anuluj
              </Button>
              <Button onClick={() => void create()} disabled={make.isPending}>
                <KeyRound aria-hidden="true" />
                {make.isPending ? 'Tworzenie...' : 'Utwórz link'}
              </Button>
            </div>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
