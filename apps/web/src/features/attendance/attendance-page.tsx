import { ClipboardCheck } from 'lucide-react';
import { useCurrentTrip } from '@/app/current-trip-context';
import { CurrentTripCard } from '@/components/current-trip-card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AttendancePage() {
  useDocumentTitle('Obecność');
  const { currentTrip } = useCurrentTrip();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Lista Obecności" description="Sprawdź obecność uczestników wycieczki" />
      {currentTrip ? <CurrentTripCard trip={currentTrip} /> : <EmptyState icon={ClipboardCheck} title="Wybierz wycieczkę aby zarządzać obecnością" />}
    </div>
  );
}
