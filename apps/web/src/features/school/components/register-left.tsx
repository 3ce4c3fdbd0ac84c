import type { RegisterPupil } from '@wycieczki/shared';
import { ChevronDown, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useMovePupils } from '../api/register-left';
import { erasedOn, registerName } from '../register-display';
import { ShowAllButton, useShortList } from './register-short-list';

type RegisterLeftProps = { left: readonly RegisterPupil[]; eraseAfterDays: number };

/** 'Absolwenci / odeszli', folded: who left from which class, when their data go, and 'Przywróć'. */
export function RegisterLeft({ left, eraseAfterDays }: RegisterLeftProps) {
  const list = useShortList(left);
  const restore = useMovePupils();
  const bringBack = (pupil: RegisterPupil) =>
    restore.mutate(
      { pupilIds: [pupil.id], left: false },
      {
        onSuccess: () => toast.success(`Przywrócono ucznia: ${registerName(pupil)}`),
        onError: (error) => toast.error('Nie udało się przywrócić ucznia', { description: errorMessage(error) }),
      },
    );
  return (
    <details className="group">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-lg font-semibold">
        Absolwenci / odeszli ({left.length})
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
      </summary>
      <div className="mt-2 grid gap-2">
        <p className="text-sm text-muted-foreground">
          Uczniowie, którzy skończyli szkołę albo z niej odeszli. Ich dane zostaną usunięte po {eraseAfterDays} dniach od odejścia; do tego czasu możesz ich
          przywrócić do klasy.
        </p>
        {left.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nikogo tu nie ma.</p>
        ) : (
          <Card>
            <ul className="divide-y divide-border">
              {list.shown.map((pupil) => (
                <li key={pupil.id} data-testid="register-left-pupil" className="flex items-center gap-2 px-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium wrap-anywhere">{registerName(pupil)}</p>
                    <p className="text-xs text-muted-foreground">
                      {[
                        pupil.leftFrom ? `z klasy ${pupil.leftFrom}` : null,
                        pupil.leftAt ? `od ${formatDay(pupil.leftAt)}` : null,
                        pupil.leftAt ? `dane do usunięcia ${formatDay(erasedOn(pupil.leftAt, eraseAfterDays))}` : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <Button variant="outline" size="sm" aria-label={`Przywróć: ${registerName(pupil)}`} disabled={restore.isPending} onClick={() => bringBack(pupil)}>
                    <Undo2 aria-hidden="true" />
                    Przywróć
                  </Button>
                </li>
              ))}
            </ul>
          </Card>
        )}
        <ShowAllButton total={left.length} hidden={list.hidden} onClick={list.showAll} />
      </div>
    </details>
  );
}
