import { REGISTER_FORMAT_LABELS, type RegisterImportRecord } from '@wycieczki/shared';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';

/** 'Import: uczniowie.xml (SOU (XML))' or 'Nowy rok szkolny'. */
function title(record: RegisterImportRecord): string {
  if (record.kind === 'new-year') return 'Nowy rok szkolny';
  if (record.kind === 'trip') return `Do wycieczki: ${record.fileName ?? ''}`;
  const format = record.format ? ` (${REGISTER_FORMAT_LABELS[record.format]})` : '';
  return `Import: ${record.fileName ?? 'plik'}${format}`;
}

/** What it did: 'Nowi: 12, zmienieni: 3, do „Absolwenci / odeszli”: 8'. */
function outcome(record: RegisterImportRecord): string {
  if (record.kind === 'new-year') return `Promowani: ${record.promoted}, absolwenci: ${record.left}`;
  if (record.kind === 'trip') return `Uczniów z listy szkoły: ${record.added}`;
  return `Nowi: ${record.added}, zmienieni: ${record.changed}, do „Absolwenci / odeszli”: ${record.left}`;
}

/** 'Historia importów', newest first: who, when, which file, what it did (no pupil's data). */
export function RegisterHistory({ history }: { history: readonly RegisterImportRecord[] }) {
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="register-history-heading" className="grid gap-2">
      <h2 id="register-history-heading" className="text-lg font-semibold">
        Historia importów
      </h2>
      <Card>
        <ul className="divide-y divide-border">
          {history.map((record) => (
            <li key={record.id} data-testid="register-import" className="grid gap-0.5 px-4 py-3 text-sm">
              <p className="font-medium wrap-anywhere">{title(record)}</p>
              <p className="wrap-anywhere">{outcome(record)}</p>
              <p className="text-muted-foreground wrap-anywhere">
                {formatDateTime(record.at)} · {record.byName}
              </p>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
