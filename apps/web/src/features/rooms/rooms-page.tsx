import { BedDouble } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function RoomsPage() {
  useDocumentTitle('Pokoje');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Zarządzanie Pokojami" description="Przypisz uczniów do pokoi hotelowych" />
      <EmptyState icon={BedDouble} title="Wybierz wycieczkę aby zobaczyć pokoje" />
    </div>
  );
}
