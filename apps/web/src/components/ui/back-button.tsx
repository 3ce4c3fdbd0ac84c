import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The way back to the screen a page hangs under ('Szkoła', 'Archiwum zgód'), among the page header's actions. */
export function BackButton({ to, children }: { to: string; children: string }) {
  return (
    <Button variant="outline" asChild className="self-start">
      <Link to={to}>
        <ChevronLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
