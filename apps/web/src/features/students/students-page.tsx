import { Users } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function StudentsPage() {
  useDocumentTitle('Uczniowie');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Zarządzanie Uczniami" />
      <EmptyState icon={Users} title="Wybierz wycieczkę aby zobaczyć uczniów" />
    </div>
  );
}
