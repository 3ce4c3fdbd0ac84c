import type { ImportPreviewRow } from '@wycieczki/shared';
import { CircleAlert, CopyCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The table's headers, whole words on one line (issue 31); a long one shortened, its full name in a tooltip. */
const COLUMNS: readonly { label: string; full?: string }[] = [
  { label: 'Import' },
  { label: 'Wiersz' },
  { label: 'Imię i nazwisko' },
  { label: 'Klasa' },
  { label: 'PESEL' },
  { label: 'Tel. rodzica', full: 'Telefon rodzica' },
  { label: 'Alergie' },
  { label: 'Dieta' },
  { label: 'Leki' },
];

/** On a phone each row is a small card with labelled values; from `sm` up a table. */
function Cell({ label, value, className, whole = false }: { label: string; value: string; className?: string; whole?: boolean }) {
  return (
    // An empty value takes no line on a phone.
    <td className={cn('col-start-2 flex gap-2 sm:table-cell sm:px-3 sm:py-2', !value && 'hidden', className)}>
      <span className="w-28 shrink-0 text-muted-foreground sm:hidden">{label}:</span>
      {/* A PESEL or a phone is read whole: never split over lines (issue 48: 'bezgl/uteno/wa'). */}
      <span className={whole ? 'whitespace-nowrap' : 'min-w-0 wrap-anywhere'}>{value || <span className="text-muted-foreground">–</span>}</span>
    </td>
  );
}

/** A row that can be imported: no errors. One that may repeat a child (`duplicate`) starts unticked. */
export const importable = (row: ImportPreviewRow): boolean => row.errors.length === 0;

type ImportPreviewTableProps = {
  rows: readonly ImportPreviewRow[];
  /** Row numbers of the rows to import. */
  selected: ReadonlySet<number>;
  onToggle: (rowNumber: number) => void;
};

export function ImportPreviewTable({ rows, selected, onToggle }: ImportPreviewTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Podgląd importu</caption>
        <thead className="hidden bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground sm:table-header-group">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.label} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {column.full ? (
                  <abbr title={column.full} className="no-underline">
                    {column.label}
                  </abbr>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => {
            const valid = importable(row);
            const checkboxId = `import-row-${row.rowNumber}`;
            return (
              <tr
                key={row.rowNumber}
                data-testid="import-row"
                className={cn(
                  'grid grid-cols-[auto_minmax(0,1fr)] gap-x-1 gap-y-1 px-1 py-1 align-top sm:table-row sm:p-0',
                  !valid && 'bg-destructive/5',
                  valid && row.duplicate && 'bg-amber-50',
                )}
              >
                <td className="row-span-6 sm:table-cell sm:w-12 sm:p-0">
                  {valid ? (
                    // The label is the thumb's target: 44 px, the checkbox in its middle.
                    <label htmlFor={checkboxId} className="grid size-11 cursor-pointer place-items-center">
                      <input
                        id={checkboxId}
                        type="checkbox"
                        checked={selected.has(row.rowNumber)}
                        onChange={() => onToggle(row.rowNumber)}
                        aria-label={`Importuj wiersz ${row.rowNumber}: ${row.name}`}
                        className="size-4 cursor-pointer accent-primary"
                      />
                    </label>
                  ) : (
                    <span className="grid size-11 place-items-center">
                      <CircleAlert aria-label="Błędny, pominięty" className="size-4 text-destructive" />
                    </span>
                  )}
                </td>
                <td className="flex items-center gap-1.5 pt-2.5 font-medium tabular-nums sm:table-cell sm:px-3 sm:py-2">
                  <span className="sm:hidden">Wiersz </span>
                  {row.rowNumber}
                </td>
                <td className="col-start-2 min-w-0 sm:min-w-52 sm:px-3 sm:py-2">
                  <span className="font-medium wrap-anywhere">{row.name || <span className="text-muted-foreground">(brak)</span>}</span>
                  {valid ? null : (
                    <ul className="mt-1 grid gap-0.5 text-xs font-medium text-destructive">
                      {row.errors.map((error) => (
                        <li key={error}>{error}</li>
                      ))}
                    </ul>
                  )}
                  {valid && row.duplicate ? (
                    <p className="mt-1 flex gap-1 text-xs font-medium text-amber-800">
                      <CopyCheck aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                      {row.duplicate}
                    </p>
                  ) : null}
                </td>
                <Cell label="Klasa" value={row.disability ? `${row.className}${row.className ? ', ' : ''}niepełnosprawność` : row.className} />
                <Cell label="PESEL" value={row.pesel} className="tabular-nums" whole />
                <Cell label="Telefon rodzica" value={row.parentPhone} className="tabular-nums" whole />
                <Cell label="Alergie" value={row.allergies} />
                <Cell label="Dieta" value={row.diet} />
                <Cell label="Leki" value={row.medicines} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
