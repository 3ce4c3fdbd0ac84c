import type { RegisterClass } from '@wycieczki/shared';
import { useQuery } from '@tanstack/react-query';
import { ListChecks, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { registerQueryOptions } from '@/lib/school-queries';
import { addedPupilIds, classChoiceLabel, pickedPupils, registerLine, toggleClass, wizardStudentOf } from './school-list-selection';
import type { DraftStudent } from './wizard-draft';

type SchoolListPickerProps = {
  students: readonly DraftStudent[];
  /** Places left under the student limit. */
  free: number;
  /** False when the pupils would break the limit: the choice stays. */
  onAdd: (students: Omit<DraftStudent, 'key'>[]) => boolean;
};

/**
 * 'Z listy szkoły' (issue 51): the teacher picks classes of the school's register, unticks the pupils
 * absent from the trip and adds the rest at once. Nothing shows without a register (no school's
 * list yet): the typed form below stays the way.
 */
export function SchoolListPicker({ students, free, onAdd }: SchoolListPickerProps) {
  const register = useQuery(registerQueryOptions);
  const [chosen, setChosen] = useState<string[]>([]);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const classes = register.data?.classes ?? [];
  if (classes.length === 0) return null;

  const added = addedPupilIds(students);
  const picked = pickedPupils(classes, chosen, unticked, added);
  const toggle = (pupilId: string) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (!next.delete(pupilId)) next.add(pupilId);
      return next;
    });
  const add = () => {
    if (!onAdd(picked.map(({ pupil, className }) => wizardStudentOf(pupil, className)))) return;
    setChosen([]);
    setUnticked(new Set());
  };

  return (
    <section aria-labelledby="wizard-school-list-heading" className="grid gap-3 rounded-xl border border-border p-4">
      <div className="grid gap-1">
        <h3 id="wizard-school-list-heading" className="flex items-center gap-2 text-sm font-semibold">
          <ListChecks aria-hidden="true" className="size-4 text-primary" />
          Z listy szkoły
        </h3>
        <p className="text-xs text-muted-foreground">Wybierz klasy, odznacz uczniów, którzy nie jadą, i dodaj zaznaczonych.</p>
      </div>
      <fieldset className="min-w-0">
        <legend className="sr-only">Klasy</legend>
        <div className="flex flex-wrap gap-2">
          {classes.map((registerClass) => (
            <label
              key={registerClass.className}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border px-3 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary-soft sm:min-h-9"
            >
              <input
                type="checkbox"
                checked={chosen.includes(registerClass.className)}
                onChange={() => setChosen(toggleClass(classes, chosen, registerClass.className))}
                className="size-4 cursor-pointer accent-primary"
              />
              {classChoiceLabel(registerClass)}
            </label>
          ))}
        </div>
      </fieldset>
      {classes
        .filter((registerClass) => chosen.includes(registerClass.className))
        .map((registerClass, position) => (
          <ClassPupils key={registerClass.className} position={position} registerClass={registerClass} unticked={unticked} added={added} onToggle={toggle} />
        ))}
      {picked.length > free ? (
        <p role="status" className="flex items-start gap-2 text-sm font-medium text-destructive">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Zaznaczono więcej uczniów, niż jest wolnych miejsc ({Math.max(0, free)}). Dodaj opiekunów w kroku „Podstawy” albo odznacz uczniów.
        </p>
      ) : null}
      {chosen.length > 0 ? (
        <Button variant="secondary" className="justify-self-start" disabled={picked.length === 0} onClick={add}>
          Dodaj zaznaczonych ({picked.length})
        </Button>
      ) : null}
    </section>
  );
}

type ClassPupilsProps = { position: number; registerClass: RegisterClass; unticked: ReadonlySet<string>; added: ReadonlySet<string>; onToggle: (pupilId: string) => void };

function ClassPupils({ position, registerClass, unticked, added, onToggle }: ClassPupilsProps) {
  const headingId = `wizard-school-class-${position}`;
  return (
    <div role="group" aria-labelledby={headingId} className="grid gap-1">
      <p id={headingId} className="text-sm font-semibold">
        Klasa {registerClass.className}
      </p>
      <ul className="grid rounded-lg border border-border sm:grid-cols-2">
        {registerClass.pupils.map((pupil, index) => {
          const already = added.has(pupil.id);
          return (
            <li key={pupil.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1 text-sm has-[:disabled]:cursor-default has-[:disabled]:text-muted-foreground">
                <input
                  type="checkbox"
                  checked={already || !unticked.has(pupil.id)}
                  disabled={already}
                  onChange={() => onToggle(pupil.id)}
                  className="size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-default"
                />
                <span className="min-w-0 wrap-anywhere">
                  {registerLine(pupil, index)}
                  {already ? <span className="text-xs"> · już na liście</span> : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
