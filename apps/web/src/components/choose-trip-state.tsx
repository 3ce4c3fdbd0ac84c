import type { LucideIcon } from 'lucide-react';
import { ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * A trip screen with no trip chosen: SPEC's 'Wybierz wycieczkę aby …' and a way to choose one (issue
 * 48: the text alone left a new teacher with nothing to press). The trips list chooses a trip.
 */
export function ChooseTripState({ icon, title }: { icon: LucideIcon; title: string }) {
  return (
    <EmptyState icon={icon} title={title} description="Wycieczkę wybierzesz z listy wycieczek albo z przełącznika u góry ekranu.">
      <Button asChild>
        <Link to="/trips">
          <ListChecks aria-hidden="true" />
          Wybierz z listy wycieczek
        </Link>
      </Button>
    </EmptyState>
  );
}
