import { Archive, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useConsentArchiveList } from '@/lib/consent-archive-list';

/** The way to 'Archiwum zgód' (issue 31) under the trip list: only for a user with something to read there. */
export function ConsentArchiveLink() {
  const archive = useConsentArchiveList();
  if (!archive.data || (archive.data.trips.length === 0 && !archive.data.headOf)) return null;
  return (
    <Link
      to="/consent-archive"
      className="mt-8 flex min-h-11 items-center gap-3 rounded-lg border border-border px-4 py-3 text-sm transition-colors hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:max-w-md"
    >
      <Archive aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium">Archiwum zgód</span>
        <span className="block text-muted-foreground">Zgody rodziców z zakończonych wycieczek.</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
    </Link>
  );
}
