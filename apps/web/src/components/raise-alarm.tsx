import { Siren } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { raiseAlarm } from '@/lib/alarms';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/use-session';

/**
 * 'Zaginięcie ucznia' (issue 28): one tap and a confirmation, from the roll call, the students screen
 * or the karta alarmowa. The alarm goes to every guardian of the trip, never to the parents.
 */
export function RaiseAlarmButton({ tripId, student, compact = false }: { tripId: string; student: { id: string; name: string }; compact?: boolean }) {
  const { user } = useAuth();
  const [asking, setAsking] = useState(false);
  if (!user) return null;
  return (
    // Clicks inside (the confirmation too, through its portal) stay here: a roll call's row toggles on a click.
    <span className="contents" onClick={(event) => event.stopPropagation()}>
      <Button
        variant="ghost"
        size={compact ? 'icon' : 'sm'}
        className="text-destructive hover:text-destructive"
        aria-label={`Zaginięcie ucznia: ${student.name}`}
        title="Zaginięcie ucznia"
        onClick={(event) => {
          event.stopPropagation();
          setAsking(true);
        }}
      >
        <Siren aria-hidden="true" />
        {compact ? null : 'Zaginięcie ucznia'}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Zaginięcie ucznia: ${student.name}?`}
        description="Wszyscy opiekunowie wycieczki od razu zobaczą alarm z danymi ucznia, ostatnią listą obecności i ostatnią lokalizacją. Rodzice nie dostaną powiadomienia."
        confirmLabel="Ogłoś zaginięcie"
        onConfirm={() => {
          raiseAlarm(user.id, tripId, student);
          setAsking(false);
          toast.warning(`Ogłoszono zaginięcie: ${student.name}`);
        }}
      />
    </span>
  );
}
