import { collectedByLabel } from '@wycieczki/shared';
import { matchesName } from '@/lib/match-name';
import { Search, Siren } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Input } from '@/components/ui/input';
import { raiseAlarm } from '@/lib/alarms';
import { useCollectedNow } from '@/lib/handovers';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/use-session';

type AlarmStudent = { id: string; name: string; className?: string | null };

const WHO = 'Wszyscy opiekunowie wycieczki od razu zobaczą alarm z danymi ucznia, ostatnią listą obecności i ostatnią lokalizacją. Rodzice nie dostaną powiadomienia.';

/** The confirmation every way of raising the alarm ends in ('Zbiórka' offers it per child too, issue 54). */
export function ConfirmAlarm({ tripId, student, onDone }: { tripId: string; student: AlarmStudent | null; onDone: () => void }) {
  const { user } = useAuth();
  return (
    <ConfirmDialog
      open={student !== null}
      onOpenChange={(open) => !open && onDone()}
      title={`Zaginięcie ucznia: ${student?.name ?? ''}?`}
      description={WHO}
      confirmLabel="Ogłoś zaginięcie"
      onConfirm={() => {
        if (user && student) {
          raiseAlarm(user.id, tripId, student);
          toast.warning(`Ogłoszono zaginięcie: ${student.name}`);
        }
        onDone();
      }}
    />
  );
}

/**
 * 'Zaginięcie ucznia' (issue 28) for one child, where a row has room for it (the karta alarmowa).
 * The alarm goes to every guardian of the trip, never to the parents.
 */
export function RaiseAlarmButton({ tripId, student }: { tripId: string; student: AlarmStudent }) {
  const [asking, setAsking] = useState<AlarmStudent | null>(null);
  // A child a parent took is not missing (issue 54): 'Powrót do grupy' first.
  const collected = useCollectedNow(tripId);
  const handover = collected.get(student.id);
  if (handover) return <span className="px-2 text-sm text-muted-foreground">{collectedByLabel(handover.collectorName)}</span>;
  return (
    <>
      <Button variant="ghost" size="sm" className="text-red-800 hover:text-red-800" aria-label={`Zaginięcie ucznia: ${student.name}`} onClick={() => setAsking(student)}>
        <Siren aria-hidden="true" />
        Zaginięcie ucznia
      </Button>
      <ConfirmAlarm tripId={tripId} student={asking} onDone={() => setAsking(null)} />
    </>
  );
}

/**
 * The children to choose from (`students`, those to look at first first) and the confirmation; opened
 * by a toolbar button or a menu item.
 */
export function AlarmPickerDialog({ tripId, students, open, onOpenChange }: { tripId: string; students: readonly AlarmStudent[]; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [query, setQuery] = useState('');
  const [asking, setAsking] = useState<AlarmStudent | null>(null);
  // A child a parent took (issue 54) is not offered: the server would refuse the alarm.
  const collected = useCollectedNow(tripId);
  const taken = students.filter((s) => collected.has(s.id));
  const shown = students.filter((s) => !collected.has(s.id) && matchesName(s.name, query));
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          if (!next) setQuery('');
        }}
      >
        <DialogContent
          title="Zaginięcie ucznia"
          description="Wybierz ucznia, którego nie ma. Wszyscy opiekunowie wycieczki od razu zobaczą alarm."
          footer={<DialogActions />}
        >
          <div className="grid gap-3">
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
              <Input type="search" aria-label="Szukaj ucznia" placeholder="Szukaj ucznia" value={query} onChange={(e) => setQuery(e.target.value)} className="pl-9" />
            </div>
            <ul aria-label="Uczniowie" className="divide-y divide-border rounded-lg border border-border">
              {shown.map((student) => (
                <li key={student.id}>
                  <button
                    type="button"
                    className="flex min-h-12 w-full cursor-pointer items-center gap-2 px-3 py-2 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() => {
                      onOpenChange(false);
                      setQuery('');
                      setAsking(student);
                    }}
                  >
                    <span className="min-w-0 flex-1 wrap-anywhere">{student.name}</span>
                    {student.className ? <span className="text-sm text-muted-foreground">{student.className}</span> : null}
                  </button>
                </li>
              ))}
              {shown.length === 0 ? <li className="p-3 text-sm text-muted-foreground">Żaden uczeń nie pasuje do wyszukiwania.</li> : null}
            </ul>
            {taken.length > 0 ? (
              <p className="text-sm text-muted-foreground">
                Odebrani przez rodziców (nie ma ich na liście): {taken.map((s) => s.name).join(', ')}.
              </p>
            ) : null}
          </div>
        </DialogContent>
      </Dialog>
      <ConfirmAlarm tripId={tripId} student={asking} onDone={() => setAsking(null)} />
    </>
  );
}

/** 'Zaginięcie ucznia' as a toolbar button (the students screen; the roll call from 'sm' up). */
export function RaiseAlarmPicker({ tripId, students, size = 'default', className }: { tripId: string; students: readonly AlarmStudent[]; size?: 'default' | 'sm'; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size={size} className={`border-red-300 text-red-800 hover:bg-red-50 hover:text-red-800 ${className ?? ''}`} onClick={() => setOpen(true)}>
        <Siren aria-hidden="true" />
        Zaginięcie
      </Button>
      <AlarmPickerDialog tripId={tripId} students={students} open={open} onOpenChange={setOpen} />
    </>
  );
}
