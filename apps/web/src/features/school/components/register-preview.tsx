import { REGISTER_FORMAT_LABELS, type RegisterPreview } from '@wycieczki/shared';
import { ChevronDown, CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { bringsNoChanges, changeText, countsText, refusedText } from '../register-display';
import { ShowAllButton, useShortList } from './register-short-list';

/** A list of a few pupils shows open; a long one starts folded. */
const OPEN_UP_TO = 10;

type RegisterPreviewViewProps = {
  preview: RegisterPreview;
  /** The pupils missing from the file ticked for 'Absolwenci / odeszli'. */
  leavers: ReadonlySet<string>;
  onLeaversChange: (leavers: ReadonlySet<string>) => void;
};

/** What 'Zapisz' would do: the file's format and columns, the counts, then the new, the changed, the refused and the missing. */
export function RegisterPreviewView({ preview, leavers, onLeaversChange }: RegisterPreviewViewProps) {
  const { columns, counts } = preview;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm" aria-live="polite">
        <p className="font-medium">Rozpoznano: {REGISTER_FORMAT_LABELS[preview.format]}</p>
        {columns.used.length > 0 ? <p className="wrap-anywhere text-muted-foreground">Użyte kolumny: {columns.used.join(', ')}</p> : null}
        {columns.ignored.length > 0 ? <p className="wrap-anywhere text-muted-foreground">Pominięte kolumny: {columns.ignored.join(', ')}</p> : null}
        <p data-testid="register-preview-counts" className="mt-1 font-semibold">
          {countsText(counts)}
        </p>
        {bringsNoChanges(counts) ? (
          <p className="flex items-center gap-1.5 font-medium text-emerald-700">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            Plik nie wnosi zmian.
          </p>
        ) : null}
      </div>
      {preview.refused.length > 0 ? <RefusedRows refused={preview.refused} /> : null}
      {preview.added.length > 0 ? (
        <Folded title={`Nowi uczniowie (${preview.added.length})`} open={preview.added.length <= OPEN_UP_TO}>
          <PupilList items={preview.added} render={(pupil) => <PupilName name={pupil.name} className={pupil.className} />} />
        </Folded>
      ) : null}
      {preview.changed.length > 0 ? (
        <Folded title={`Zmienieni uczniowie (${preview.changed.length})`} open={preview.changed.length <= OPEN_UP_TO}>
          <PupilList
            items={preview.changed}
            render={(pupil) => (
              <>
                <PupilName name={pupil.name} className={pupil.className} />
                <ul className="mt-0.5 grid gap-0.5 text-xs text-muted-foreground">
                  {pupil.changes.map((change) => (
                    <li key={change.field} className="wrap-anywhere">
                      {changeText(change)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          />
        </Folded>
      ) : null}
      {preview.missing.length > 0 ? <MissingPupils missing={preview.missing} leavers={leavers} onLeaversChange={onLeaversChange} /> : null}
    </div>
  );
}

function PupilName({ name, className }: { name: string; className: string | null }) {
  return (
    <span className="block min-w-0 wrap-anywhere">
      <span className="font-medium">{name}</span>
      {className ? <span className="text-muted-foreground"> · klasa {className}</span> : null}
    </span>
  );
}

function Folded({ title, open, children }: { title: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group rounded-lg border border-border">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 text-sm font-semibold">
        {title}
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-border px-3 py-2">{children}</div>
    </details>
  );
}

function PupilList<T extends { line: number }>({ items, render }: { items: readonly T[]; render: (item: T) => ReactNode }) {
  const list = useShortList(items);
  return (
    <div className="grid gap-1">
      <ul className="grid gap-1.5 text-sm">
        {/* One XML line may open two pupils (a file on one line): the place in the list is the key. */}
        {list.shown.map((item, index) => (
          <li key={`${item.line}-${index}`}>{render(item)}</li>
        ))}
      </ul>
      <ShowAllButton total={items.length} hidden={list.hidden} onClick={list.showAll} />
    </div>
  );
}

function RefusedRows({ refused }: { refused: RegisterPreview['refused'] }) {
  const list = useShortList(refused);
  return (
    <div className="grid gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
      <p role="alert" className="flex gap-2 font-medium text-destructive">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Wiersze z błędami: {refused.length}. Te wiersze zostaną pominięte, a pozostali uczniowie z pliku zostaną zapisani.
      </p>
      <ul aria-label="Wiersze z błędami" className="grid gap-0.5 text-destructive">
        {list.shown.map((row, index) => (
          <li key={`${row.line}-${row.reason}-${index}`} className="wrap-anywhere">
            {refusedText(row)}
          </li>
        ))}
      </ul>
      <ShowAllButton total={refused.length} hidden={list.hidden} onClick={list.showAll} label="Pokaż wszystkie" />
    </div>
  );
}

function MissingPupils({ missing, leavers, onLeaversChange }: { missing: RegisterPreview['missing']; leavers: ReadonlySet<string>; onLeaversChange: (leavers: ReadonlySet<string>) => void }) {
  const list = useShortList(missing);
  const all = leavers.size === missing.length;
  const toggle = (pupilId: string) => {
    const next = new Set(leavers);
    if (!next.delete(pupilId)) next.add(pupilId);
    onLeaversChange(next);
  };
  return (
    <section aria-labelledby="register-missing-heading" className="grid gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="register-missing-heading" className="text-sm font-semibold">
          Nie ma w pliku ({missing.length})
        </h3>
        <Button variant="outline" size="sm" onClick={() => onLeaversChange(all ? new Set() : new Set(missing.map((pupil) => pupil.pupilId)))}>
          {all ? 'Odznacz wszystkich' : 'Zaznacz wszystkich'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Ci uczniowie są na liście szkoły, ale nie ma ich w pliku. Zostaną na liście, chyba że zaznaczysz ich do przeniesienia do „Absolwenci / odeszli”.
      </p>
      <ul className="grid text-sm">
        {list.shown.map((pupil) => (
          <li key={pupil.pupilId}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                checked={leavers.has(pupil.pupilId)}
                onChange={() => toggle(pupil.pupilId)}
                aria-label={`Przenieś do „Absolwenci / odeszli”: ${pupil.name}`}
                className="size-4 shrink-0 cursor-pointer accent-primary"
              />
              <PupilName name={pupil.name} className={pupil.className} />
            </label>
          </li>
        ))}
      </ul>
      <ShowAllButton total={missing.length} hidden={list.hidden} onClick={list.showAll} />
    </section>
  );
}
