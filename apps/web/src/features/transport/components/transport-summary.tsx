import { formatNip, type TripCoach, type TripInsurance } from '@wycieczki/shared';
import { formatCheckDate } from '@/lib/format-date';

/** Label and value, as a guardian reads what the leader wrote; 'nie podano' where nothing is. */
function Facts({ rows }: { rows: [string, string | null][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm min-[420px]:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="wrap-anywhere font-medium">{value ?? <span className="font-normal text-muted-foreground">nie podano</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Przewóz' for a guardian who does not edit it (issue 54). */
export function CoachSummary({ coach }: { coach: TripCoach | null }) {
  if (!coach) return <p className="text-sm text-muted-foreground">Kierownik wycieczki nie podał jeszcze danych przewozu.</p>;
  return (
    <Facts
      rows={[
        ['Przewoźnik', coach.carrier],
        ['NIP przewoźnika', coach.nip && formatNip(coach.nip)],
        ['Numery rejestracyjne', coach.registrations.join(', ') || null],
        ['Liczba miejsc', String(coach.seats)],
        ['Telefon kierowcy', coach.driverPhone],
      ]}
    />
  );
}

/** 'Ubezpieczenie' for a guardian who does not edit it (issue 54). */
export function InsuranceSummary({ insurance }: { insurance: TripInsurance | null }) {
  if (!insurance) return <p className="text-sm text-muted-foreground">Kierownik wycieczki nie podał jeszcze ubezpieczenia.</p>;
  const kinds = [insurance.nnw ? 'NNW' : null, insurance.medical ? 'koszty leczenia (KL)' : null].filter(Boolean).join(', ');
  return (
    <Facts
      rows={[
        ['Ubezpieczyciel', insurance.insurer],
        ['Numer polisy', insurance.policyNumber],
        ['Okres', `${formatCheckDate(insurance.validFrom)} – ${formatCheckDate(insurance.validUntil)}`],
        ['Zakres', kinds || null],
        ['Telefon alarmowy', insurance.emergencyPhone],
      ]}
    />
  );
}
