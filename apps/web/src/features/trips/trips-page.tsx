import { Map } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function TripsPage() {
  useDocumentTitle('Wycieczki');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Twoje Wycieczki" description="Wszystkie wyjazdy, które tworzysz lub w których jesteś opiekunem" />
      <EmptyState
        icon={Map}
        title="Nie masz jeszcze żadnych wycieczek"
        description="Tu pojawią się wycieczki, które utworzysz, oraz te, do których dodał Cię inny opiekun."
      />
    </div>
  );
}
