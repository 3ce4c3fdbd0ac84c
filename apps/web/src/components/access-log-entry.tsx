import type { AccessLogEntry } from '@wycieczki/shared';
import { Eye, FileText, KeyRound, UserPen } from 'lucide-react';
import { formatDateTime } from '@/lib/format-date';
import { countLabel, STUDENT_FORMS } from '@/lib/plural';

const KIND: Record<AccessLogEntry['kind'], { label: string; icon: typeof Eye }> = {
  reveal: { label: 'Wyświetlenie telefonu rodzica', icon: Eye },
  data: { label: 'Odczyt danych wrażliwych (PESEL, telefon)', icon: KeyRound },
  document: { label: 'Telefon na dokumencie', icon: FileText },
  parent: { label: 'Uzupełnienie przez rodzica', icon: UserPen },
};

/**
 * One entry of a 'Dziennik dostępu': who read whose sensitive data, how, when and why. `tripName`
 * names the trip in the school's log (issue 27), where a reveal's reason is not sent.
 */
export function AccessLogEntryRow({ entry, tripName }: { entry: AccessLogEntry; tripName?: string }) {
  const { label: kindLabel, icon: Icon } = KIND[entry.kind];
  // A document's phones are one line (issue 48), naming how many children it printed.
  const many = entry.studentCount > 1;
  const label = many && entry.kind === 'document' ? 'Telefony na dokumencie' : kindLabel;
  return (
    <li data-testid="access-log-entry" className="flex gap-3 p-4 text-sm">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="min-w-0">
        {tripName !== undefined ? <p className="font-medium text-primary wrap-anywhere">{tripName}</p> : null}
        <p className="wrap-anywhere">
          <span className="font-medium">{entry.readerName}</span> · {label} ·{' '}
          <span className="font-medium">{many ? countLabel(entry.studentCount, STUDENT_FORMS) : entry.studentName}</span>
        </p>
        {entry.reason ? <p className="text-muted-foreground wrap-anywhere">{entry.kind === 'reveal' ? `Powód: ${entry.reason}` : entry.reason}</p> : null}
        {entry.reasonErasedAt ? (
          <p className="text-muted-foreground">Powód usunięto {formatDateTime(entry.reasonErasedAt)} razem z danymi wrażliwymi wycieczki.</p>
        ) : null}
        <p className="text-xs text-muted-foreground">{formatDateTime(entry.at)}</p>
      </div>
    </li>
  );
}
