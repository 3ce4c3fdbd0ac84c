import type { ImportPreviewRow } from '@wycieczki/shared';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

const COLUMNS = ['Wiersz', 'Imię i nazwisko', 'PESEL', 'Telefon rodzica', 'Alergie', 'Dieta'] as const;

/** On a phone each row is a small card with labelled values; from `sm` up a table. */
function Cell({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    // An empty value takes no line on a phone.
    <td className={cn('flex gap-2 sm:table-cell sm:px-3 sm:py-2', !value && 'hidden', className)}>
      <span className="w-28 shrink-0 text-muted-foreground sm:hidden">{label}:</span>
      <span className="min-w-0 break-words">{value || <span className="text-muted-foreground">–</span>}</span>
    </td>
  );
}

export function ImportPreviewTable({ rows }: { rows: readonly ImportPreviewRow[] }) {
  return (
    <div className="overflow-hidden rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Podgląd importu</caption>
        <thead className="hidden bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground sm:table-header-group">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => {
            const valid = row.errors.length === 0;
            return (
              <tr
                key={row.rowNumber}
                data-testid="import-row"
                className={cn('grid gap-1 px-3 py-2.5 align-top sm:table-row sm:p-0', !valid && 'bg-destructive/5')}
              >
                <td className="flex items-center gap-1.5 font-medium tabular-nums sm:table-cell sm:px-3 sm:py-2">
                  {valid ? (
                    <CircleCheck aria-label="Poprawny" className="inline size-4 text-emerald-600 sm:mr-1.5 sm:align-[-3px]" />
                  ) : (
                    <CircleAlert aria-label="Błędny" className="inline size-4 text-destructive sm:mr-1.5 sm:align-[-3px]" />
                  )}
                  <span className="sm:hidden">Wiersz </span>
                  {row.rowNumber}
                </td>
                <td className="min-w-0 sm:min-w-52 sm:px-3 sm:py-2">
                  <span className="font-medium break-words">{row.name || <span className="text-muted-foreground">(brak)</span>}</span>
                  {valid ? null : (
                    <ul className="mt-1 grid gap-0.5 text-xs font-medium text-destructive">
                      {row.errors.map((error) => (
                        <li key={error}>{error}</li>
                      ))}
                    </ul>
                  )}
                </td>
                <Cell label="PESEL" value={row.pesel} className="tabular-nums" />
                <Cell label="Telefon rodzica" value={row.parentPhone} />
                <Cell label="Alergie" value={row.allergies} />
                <Cell label="Dieta" value={row.diet} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
