import type { ReactNode } from 'react';
import { formatDateSpan } from '@/lib/format-date-range';
import { countLabel, STUDENT_FORMS } from '@/lib/plural';
import { PLACE_FORMS } from './rooms-step';
import type { DraftRoom, DraftStudent, WizardBasics } from './wizard-draft';

type SummaryStepProps = {
  basics: WizardBasics;
  guardianEmails: readonly string[];
  students: readonly DraftStudent[];
  rooms: readonly DraftRoom[];
};

export function SummaryStep({ basics, guardianEmails, students, rooms }: SummaryStepProps) {
  const places = rooms.reduce((sum, room) => sum + room.capacity, 0);
  return (
    <dl className="grid gap-4 text-sm">
      <Item label="Nazwa wycieczki">{basics.name.trim()}</Item>
      <Item label="Miejsce docelowe">{basics.destination.trim()}</Item>
      <Item label="Termin">{formatDateSpan(basics.startDate, basics.endDate)}</Item>
      <Item label="Kierownik wycieczki">{basics.tripLeaderEmail.trim().toLowerCase()}</Item>
      <Item label="Dodatkowi opiekunowie">{guardianEmails.length > 0 ? <List items={guardianEmails} /> : 'Brak'}</Item>
      <Item label={`Uczniowie (${countLabel(students.length, STUDENT_FORMS)})`}>
        {students.length > 0 ? <List items={students.map((student) => student.name)} /> : 'Brak – możesz ich dodać później'}
      </Item>
      <Item label={`Pokoje (${rooms.length}, razem ${countLabel(places, PLACE_FORMS)})`}>
        {rooms.length > 0 ? (
          <List items={rooms.map((room) => `Pokój ${room.number} – ${countLabel(room.capacity, PLACE_FORMS)}`)} />
        ) : (
          'Brak – możesz je dodać później'
        )}
      </Item>
    </dl>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-border pb-3 last:border-0 last:pb-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="wrap-anywhere font-medium">{children}</dd>
    </div>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-0.5 grid gap-0.5 font-normal">
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}
