import { Users } from 'lucide-react';
import { useCurrentTrip } from '@/app/current-trip-context';
import { CurrentTripCard } from '@/components/current-trip-card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function StudentsPage() {
  useDocumentTitle('Uczniowie');
  const { currentTrip } = useCurrentTrip();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Zarządzanie Uczniami" />
      {currentTrip ? <CurrentTripCard trip={currentTrip} /> : <EmptyState icon={Users} title="Wybierz wycieczkę aby zobaczyć uczniów" />}
    </div>
  );
}
