import type { RegisterPupil, RegisterView } from '@wycieczki/shared';
import { Search, UserMinus } from 'lucide-react';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-error';
import { countLabel, STUDENT_FORMS } from '@/lib/plural';
import { toast } from '@/lib/toast';
import { useProgressiveList } from '@/lib/use-progressive-list';
import { useMovePupils } from '../api/register-left';
import { filterClasses, pupilDetails, registerLine, registerName } from '../register-display';

/** Classes drawn at once; the rest follow in a transition (lib/use-progressive-list.ts). */
const FIRST_CLASSES = 3;

/**
 * The classes in order, each with its pupils in the class register's order. The head and
 * 'Sekretariat' also read each pupil's details and tick pupils to move to 'Absolwenci / odeszli'.
 */
export function RegisterClasses({ view }: { view: RegisterView }) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const classes = useMemo(() => filterClasses(view.classes, deferredQuery), [view.classes, deferredQuery]);
  const shown = useProgressiveList(classes, FIRST_CLASSES);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const move = useMovePupils();
  const manage = view.canManage;

  const toggle = useCallback(
    (pupilId: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(pupilId)) next.add(pupilId);
        return next;
      }),
    [],
  );
  // Only pupils still in a class: one moved meanwhile (by another screen) is no longer asked about.
  const chosen = view.classes.flatMap((c) => c.pupils.filter((pupil) => selected.has(pupil.id)).map((pupil) => pupil.id));

  const moveChosen = () =>
    move.mutate(
      { pupilIds: chosen, left: true },
      {
        onSuccess: () => {
          toast.success(`Przeniesiono do „Absolwenci / odeszli”: ${chosen.length}`);
          setSelected(new Set());
          setAsking(false);
        },
        onError: (error) => toast.error('Nie udało się przenieść uczniów', { description: errorMessage(error) }),
      },
    );

  return (
    <div className="grid gap-4">
      <div className="relative sm:max-w-sm">
        <Label htmlFor="register-search" className="sr-only">
          Szukaj ucznia
        </Label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input id="register-search" type="search" placeholder="Szukaj ucznia..." autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} className="pl-9" />
      </div>
      {classes.length === 0 ? <p className="text-sm text-muted-foreground">Nie znaleziono ucznia o takim nazwisku ani imieniu.</p> : null}
      {shown.map((registerClass, position) => (
        <ClassSection key={registerClass.className} position={position} className={registerClass.className} pupils={registerClass.pupils} manage={manage} selected={selected} onToggle={toggle} />
      ))}
      {manage && chosen.length > 0 ? (
        <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 flex flex-wrap items-center gap-2 rounded-xl border border-border bg-card/95 p-3 shadow-lg backdrop-blur md:bottom-4">
          <span className="mr-auto text-sm font-medium">Zaznaczeni: {chosen.length}</span>
          <Button variant="outline" size="sm" onClick={() => setSelected(new Set())}>
            Odznacz
          </Button>
          <Button size="sm" onClick={() => setAsking(true)}>
            <UserMinus aria-hidden="true" />
            Przenieś do „Absolwenci / odeszli”
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Przenieść do „Absolwenci / odeszli”: ${countLabel(chosen.length, STUDENT_FORMS)}?`}
        description={`Zaznaczeni uczniowie znikną ze swoich klas. Ich dane zostaną usunięte po ${view.eraseAfterDays} dniach; do tego czasu możesz ich przywrócić.`}
        confirmLabel="Przenieś"
        busy={move.isPending}
        onConfirm={moveChosen}
      />
    </div>
  );
}

type ClassSectionProps = { position: number; className: string; pupils: RegisterPupil[]; manage: boolean; selected: ReadonlySet<string>; onToggle: (pupilId: string) => void };

function ClassSection({ position, className, pupils, manage, selected, onToggle }: ClassSectionProps) {
  const headingId = `register-class-${position}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <div className="flex items-baseline gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          Klasa {className}
        </h2>
        <span className="text-sm text-muted-foreground">{countLabel(pupils.length, STUDENT_FORMS)}</span>
      </div>
      <Card>
        <ol className="divide-y divide-border">
          {pupils.map((pupil, index) => (
            <PupilRow key={pupil.id} pupil={pupil} index={index} manage={manage} checked={selected.has(pupil.id)} onToggle={onToggle} />
          ))}
        </ol>
      </Card>
    </section>
  );
}

type PupilRowProps = { pupil: RegisterPupil; index: number; manage: boolean; checked: boolean; onToggle: (pupilId: string) => void };

/** Memoised: ticking one pupil of 1,500 redraws that row alone. */
const PupilRow = memo(function PupilRow({ pupil, index, manage, checked, onToggle }: PupilRowProps) {
  const details = manage ? pupilDetails(pupil) : [];
  const checkboxId = `register-pupil-${pupil.id}`;
  return (
    <li data-testid="register-pupil" className="flex items-center gap-1 px-3 py-2">
      {manage ? (
        // The label is the thumb's target: 44 px, the checkbox in its middle.
        <label htmlFor={checkboxId} className="-my-1 -ml-2 grid size-11 shrink-0 cursor-pointer place-items-center">
          <input
            id={checkboxId}
            type="checkbox"
            checked={checked}
            onChange={() => onToggle(pupil.id)}
            aria-label={`Zaznacz: ${registerName(pupil)}`}
            className="size-4 cursor-pointer accent-primary"
          />
        </label>
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium wrap-anywhere">{registerLine(pupil, index)}</p>
        {details.length > 0 ? (
          <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
            {details.map((detail) => (
              <span key={detail} className="min-w-0 wrap-anywhere">
                {detail}
              </span>
            ))}
          </p>
        ) : null}
      </div>
    </li>
  );
});
