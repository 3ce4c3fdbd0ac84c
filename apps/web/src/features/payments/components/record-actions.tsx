import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A money row's 'Popraw …' and 'Usuń …' icon buttons; `what` ends both names ('wpłatę 350,00 zł'). */
export function RecordActions({ what, onCorrect, onRemove }: { what: string; onCorrect: () => void; onRemove: () => void }) {
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Popraw ${what}`} onClick={onCorrect}>
        <Pencil aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Usuń ${what}`} onClick={onRemove}>
        <Trash2 aria-hidden />
      </Button>
    </>
  );
}
