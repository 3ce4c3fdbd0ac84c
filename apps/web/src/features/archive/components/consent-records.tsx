import { ARCHIVE_CONSENT_LABELS, CONSENT_FORM_LABELS, type ArchivedConsent } from '@wycieczki/shared';
import { cn } from '@/lib/cn';
import { formatCheckDate, formatDateTime } from '@/lib/format-date';

const COLUMNS = ['Lp.', 'Uczeń', 'Klasa', 'Zgoda', 'Pomoc medyczna', 'Forma', 'Data', 'Kto wyraził'];

/** A paper consent's day of delivery; an online answer's moment. */
function when(record: ArchivedConsent): string {
  if (record.consentOnlineAt) return formatDateTime(record.consentOnlineAt);
  return record.consentDate ? formatCheckDate(record.consentDate) : '';
}

const CONSENT_CLASS: Record<ArchivedConsent['consent'], string> = {
  given: 'text-emerald-700',
  refused: 'text-destructive',
  missing: 'text-amber-800',
};

/** On a phone each value on a line of its own, labelled; from `sm` up a table cell. */
function Cell({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <td className={cn('col-start-2 flex gap-2 sm:table-cell sm:px-3 sm:py-2', !value && 'hidden sm:table-cell', className)}>
      <span className="w-28 shrink-0 text-muted-foreground sm:hidden">{label}:</span>
      <span className="min-w-0 wrap-anywhere">{value}</span>
    </td>
  );
}

/** The archived trip's records, by surname: a card per student on a phone, a table from `sm` up. */
export function ConsentRecords({ records }: { records: readonly ArchivedConsent[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">Zgody rodziców</caption>
        <thead className="hidden bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground sm:table-header-group">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {records.map((record, index) => (
            <tr key={record.id} data-testid="archived-consent" className="grid grid-cols-[2rem_minmax(0,1fr)] gap-y-1 px-3 py-3 align-top sm:table-row sm:p-0">
              <td className="row-span-7 text-muted-foreground sm:table-cell sm:w-10 sm:px-3 sm:py-2">{index + 1}.</td>
              <td className="col-start-2 font-medium wrap-anywhere sm:table-cell sm:px-3 sm:py-2">{record.studentName}</td>
              <Cell label="Klasa" value={record.className ?? ''} className="sm:whitespace-nowrap" />
              <Cell label="Zgoda" value={ARCHIVE_CONSENT_LABELS[record.consent]} className={cn('font-medium sm:whitespace-nowrap', CONSENT_CLASS[record.consent])} />
              <Cell
                label="Pomoc medyczna"
                value={ARCHIVE_CONSENT_LABELS[record.medicalConsent]}
                className={cn('font-medium sm:whitespace-nowrap', CONSENT_CLASS[record.medicalConsent])}
              />
              <Cell label="Forma" value={formOf(record)} className="sm:whitespace-nowrap" />
              <Cell label="Data" value={when(record)} className="sm:whitespace-nowrap" />
              <Cell label="Kto wyraził" value={record.consentBy ?? ''} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'online (uk)': an answer on a translated parent page says its language (issue 53); the Polish text binds. */
function formOf(record: ArchivedConsent): string {
  if (!record.consentForm) return '';
  const language = record.consentForm === 'online' && record.consentLanguage && record.consentLanguage !== 'pl' ? ` (${record.consentLanguage})` : '';
  return `${CONSENT_FORM_LABELS[record.consentForm]}${language}`;
}
