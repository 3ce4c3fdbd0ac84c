import { BedDouble } from 'lucide-react';
import { useCurrentTrip } from '@/app/current-trip-context';
import { CurrentTripCard } from '@/components/current-trip-card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function RoomsPage() {
  useDocumentTitle('Pokoje');
  const { currentTrip } = useCurrentTrip();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Zarządzanie Pokojami" description="Przypisz uczniów do pokoi hotelowych" />
      {currentTrip ? <CurrentTripCard trip={currentTrip} /> : <EmptyState icon={BedDouble} title="Wybierz wycieczkę aby zobaczyć pokoje" />}
    </div>
  );
}
