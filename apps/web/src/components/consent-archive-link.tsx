import { Archive } from 'lucide-react';
import { LinkCard } from '@/components/ui/link-card';
import { useConsentArchiveList } from '@/lib/consent-archive-list';

/** The way to 'Archiwum zgód' (issue 31) under the trip list: only for a user with something to read there. */
export function ConsentArchiveLink() {
  const archive = useConsentArchiveList();
  if (!archive.data || (archive.data.trips.length === 0 && !archive.data.headOf)) return null;
  return (
    <LinkCard
      to="/consent-archive"
      icon={Archive}
      title="Archiwum zgód"
      description="Zgody rodziców z zakończonych wycieczek."
      className="mt-8 min-h-11 px-4 py-3 text-sm sm:max-w-md"
    />
  );
}
