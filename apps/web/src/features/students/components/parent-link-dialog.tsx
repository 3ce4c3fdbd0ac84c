import { parentLabel, type Student } from '@wycieczki/shared';
import { Copy, Share2, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { parentLinkUrl, useParentLink, useRevokeParentLink } from '../api/parent-link';

type ParentLinkDialogProps = { tripId: string; student: Student; onOpenChange: (open: boolean) => void };

/**
 * 'Link dla rodzica' (issue 25): the child's own link to the parent page, to copy into a message or
 * share; 'Unieważnij link' ends it (a forwarded or lost link) and shows the new one.
 */
export function ParentLinkDialog({ tripId, student, onOpenChange }: ParentLinkDialogProps) {
  const link = useParentLink(tripId, student.id);
  const revoke = useRevokeParentLink();
  const [confirming, setConfirming] = useState(false);
  const url = link.data ? parentLinkUrl(link.data) : '';
  const canShare = typeof navigator.share === 'function';

  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toast.success('Skopiowano link'),
      () => toast.error('Nie udało się skopiować linku', { description: 'Zaznacz adres i skopiuj go ręcznie.' }),
    );
  const share = () =>
    navigator.share({ title: `Wycieczka: ${student.name}`, text: `${parentLabel(student.name)} – link do strony wycieczki`, url }).catch(() => undefined);
  const renew = () =>
    revoke.mutateAsync({ tripId, studentId: student.id }).then(
      () => {
        setConfirming(false);
        toast.success('Unieważniono link. Przekaż rodzicowi nowy.');
      },
      (error: unknown) => toast.error('Nie udało się unieważnić linku', { description: errorMessage(error) }),
    );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title="Link dla rodzica"
        // 'Rodzic: Iga Świątek', never 'Rodzic ucznia Iga Świątek' (issue 63).
        description={`${parentLabel(student.name)}. Tym linkiem otworzy stronę wycieczki bez zakładania konta: uzupełni dane dziecka, wyrazi zgodę i przeczyta komunikaty.`}
        footer={<DialogActions cancelLabel="Zamknij" />}
      >
        {link.isPending ? (
          <Spinner label="Przygotowywanie linku..." className="py-8" />
        ) : link.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(link.error)}
          </p>
        ) : (
          <div className="grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor="parent-link-url">Adres linku</Label>
              <Input id="parent-link-url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void copy()}>
                <Copy aria-hidden="true" />
                Kopiuj link
              </Button>
              {canShare ? (
                <Button variant="outline" onClick={() => void share()}>
                  <Share2 aria-hidden="true" />
                  Udostępnij
                </Button>
              ) : null}
            </div>
            <p data-testid="parent-notifications" className="text-sm">
              {link.data.notifications
                ? 'Rodzic ma włączone powiadomienia o komunikatach na telefonie.'
                : 'Rodzic nie włączył powiadomień o komunikatach (może to zrobić na swojej stronie: „Powiadamiaj mnie”).'}
            </p>
            <p className="text-sm text-muted-foreground">
              Link otwiera dane tylko tego dziecka. Przekaż go wyłącznie rodzicowi lub opiekunowi prawnemu. Działa do usunięcia danych wrażliwych wycieczki.
            </p>
            {confirming ? (
              <div role="group" aria-label="Unieważnienie linku" className="grid gap-2 rounded-lg border border-destructive/40 p-3">
                <p className="text-sm">Stary link przestanie działać od razu. Rodzic zobaczy, że wygasł, i poprosi o nowy.</p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="destructive" onClick={() => void renew()} disabled={revoke.isPending}>
                    {revoke.isPending ? 'Unieważnianie...' : 'Unieważnij link'}
                  </Button>
                  <Button variant="outline" onClick={() => setConfirming(false)}>
                    Anuluj
                  </Button>
                </div>
              </div>
            ) : (
              <Button variant="outline" className="justify-self-start text-destructive" onClick={() => setConfirming(true)}>
                <ShieldOff aria-hidden="true" />
                Unieważnij link
              </Button>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
