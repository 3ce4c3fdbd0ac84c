import type { Room, Student } from '@wycieczki/shared';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useStudents } from '@/lib/trip-students-query';
import { useAssignStudents } from '../api/assign-students';

type AssignStudentsDialogProps = { tripId: string; room: Room | null; onOpenChange: (open: boolean) => void };

export function AssignStudentsDialog({ tripId, room, onOpenChange }: AssignStudentsDialogProps) {
  return (
    <Dialog open={room !== null} onOpenChange={onOpenChange}>
      {room ? <AssignStudentsContent key={room.id} tripId={tripId} room={room} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function AssignStudentsContent({ tripId, room, onDone }: { tripId: string; room: Room; onDone: () => void }) {
  const studentsQuery = useStudents(tripId);
  const assign = useAssignStudents();
  // Starts from the room's students as they were when the dialog opened.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(room.students.map((s) => s.id)));
  const students = studentsQuery.data ?? [];
  const overCapacity = chosen.size > room.capacity;

  const toggle = (studentId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(studentId)) next.add(studentId);
      return next;
    });

  const confirm = () => {
    // Only students still in the trip: one deleted meanwhile would make the server refuse the whole set.
    const studentIds = students.filter((s) => chosen.has(s.id)).map((s) => s.id);
    assign.mutate(
      { tripId, roomId: room.id, studentIds },
      {
        onSuccess: () => {
          toast.success('Przypisano uczniów do pokoju');
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <DialogContent
      title={`Przypisz uczniów do pokoju ${room.number}`}
      description="Zaznacz uczniów, którzy mają mieszkać w tym pokoju. Odznaczeni stracą ten pokój."
      footer={<DialogActions onClick={confirm} pending={assign.isPending} disabled={overCapacity || studentsQuery.isPending} label="Przypisz" pendingLabel="Zapisywanie..." />}
    >
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2" aria-live="polite">
          <p className={cn('text-sm font-semibold tabular-nums', overCapacity && 'text-destructive')}>
            Wybrano: {chosen.size} / {room.capacity}
          </p>
          {overCapacity ? (
            <p role="alert" className="flex items-center gap-1.5 text-sm font-medium text-destructive">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
              Przekroczono pojemność pokoju!
            </p>
          ) : null}
        </div>
        {studentsQuery.isPending ? (
          <Spinner label="Ładowanie uczniów..." className="py-8" />
        ) : students.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
            Ta wycieczka nie ma jeszcze uczniów. Dodaj ich na ekranie Uczniowie.
          </p>
        ) : (
          <ul aria-label="Uczniowie wycieczki" className="max-h-[400px] divide-y divide-border overflow-y-auto rounded-lg border border-border">
            {students.map((student) => (
              <StudentChoice key={student.id} student={student} room={room} checked={chosen.has(student.id)} onToggle={() => toggle(student.id)} />
            ))}
          </ul>
        )}
      </div>
    </DialogContent>
  );
}

type StudentChoiceProps = { student: Student; room: Room; checked: boolean; onToggle: () => void };

function StudentChoice({ student, room, checked, onToggle }: StudentChoiceProps) {
  const id = `assign-${student.id}`;
  const elsewhere = student.roomId !== null && student.roomId !== room.id;
  return (
    <li>
      <label htmlFor={id} className={cn('flex cursor-pointer items-start gap-3 px-3 py-3 hover:bg-muted/60', checked && 'bg-primary-soft/50')}>
        <input id={id} type="checkbox" checked={checked} onChange={onToggle} className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary" />
        <span className="min-w-0 text-sm">
          <span className="font-medium">{student.name}</span>
          {elsewhere ? (
            <span className="block text-xs text-amber-700 sm:ml-1 sm:inline">(obecnie w pokoju {student.roomNumber} - zostanie przeniesiony)</span>
          ) : null}
        </span>
      </label>
    </li>
  );
}
