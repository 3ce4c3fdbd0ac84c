import type { AttendanceCheckInput, attendanceCheckSchema } from '@wycieczki/shared';
import { LocateFixed, MapPin, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, registered } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { PositionError, readDevicePosition } from '@/lib/device-position';
import { toast } from '@/lib/toast';
import type * as z from 'zod/mini';

/** The list form's values (attendance-check-form.tsx), named here too: that form imports these fields. */
type AttendanceCheckValues = z.output<typeof attendanceCheckSchema>;

const MeetingPointMap = lazy(() => import('./meeting-point-map'));

type MeetingPointFieldsProps = {
  formId: string;
  form: UseFormReturn<AttendanceCheckInput, unknown, AttendanceCheckValues>;
  meeting: boolean;
  onMeetingChange: (meeting: boolean) => void;
};

/**
 * 'Zbiórka' (issue 54): a list that is a meeting point, with its place ('przy fontannie') and,
 * optionally, a point on the map (a tap on it, or where the teacher stands). Its time is the list's.
 */
export function MeetingPointFields({ formId, form, meeting, onMeetingChange }: MeetingPointFieldsProps) {
  const [mapOpen, setMapOpen] = useState(false);
  const [locating, setLocating] = useState(false);
  const lat = useWatch({ control: form.control, name: 'meetingLat' });
  const lng = useWatch({ control: form.control, name: 'meetingLng' });
  const point = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
  const setPoint = (next: { lat: number; lng: number } | null) => {
    form.setValue('meetingLat', next?.lat ?? null, { shouldDirty: true });
    form.setValue('meetingLng', next?.lng ?? null, { shouldDirty: true });
  };
  const toggle = (on: boolean) => {
    onMeetingChange(on);
    if (!on) {
      form.setValue('meetingPlace', '');
      setPoint(null);
      setMapOpen(false);
    }
  };
  const here = () => {
    setLocating(true);
    readDevicePosition().then(
      (position) => {
        setLocating(false);
        setPoint(position);
        setMapOpen(true);
      },
      (error: unknown) => {
        setLocating(false);
        if (error instanceof PositionError) toast.error(error.title, { description: error.message });
        else toast.error('Nie udało się ustalić pozycji');
      },
    );
  };

  return (
    <div className="grid gap-3 rounded-lg border border-border p-3">
      <label htmlFor={`${formId}-meeting`} className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
        <input id={`${formId}-meeting`} type="checkbox" className="mt-0.5 size-5 shrink-0 accent-primary" checked={meeting} onChange={(event) => toggle(event.target.checked)} />
        <span>
          <span className="block font-medium">Zbiórka</span>
          <span className="block text-muted-foreground">
            Spotkanie o tej godzinie w umówionym miejscu. Opiekunowie zaznaczają, kto przyszedł; 5 minut po czasie zbiórki aplikacja zaproponuje zgłoszenie
            zaginięcia każdego ucznia, którego nie zaznaczono.
          </span>
        </span>
      </label>
      {meeting ? (
        <>
          <FormField id={`${formId}-place`} label="Miejsce zbiórki" placeholder="np. przy fontannie na Rynku" autoComplete="off" {...registered(form, 'meetingPlace')} />
          <div className="grid gap-2">
            <p className="text-sm font-medium">Punkt na mapie (opcjonalnie)</p>
            {point ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="meeting-point-chosen">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
                <span className="min-w-0 flex-1 tabular-nums">
                  Zaznaczono: {point.lat.toFixed(5)}, {point.lng.toFixed(5)}
                </span>
                <Button type="button" variant="ghost" size="sm" onClick={() => setPoint(null)}>
                  <X aria-hidden="true" />
                  Usuń punkt
                </Button>
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" aria-expanded={mapOpen} onClick={() => setMapOpen((open) => !open)}>
                <MapPin aria-hidden="true" />
                {mapOpen ? 'Ukryj mapę' : 'Zaznacz na mapie'}
              </Button>
              <Button type="button" variant="outline" size="sm" disabled={locating} onClick={here}>
                <LocateFixed aria-hidden="true" />
                {locating ? 'Ustalanie pozycji...' : 'Tu, gdzie jestem'}
              </Button>
            </div>
            {mapOpen ? (
              <>
                <p className="text-xs text-muted-foreground">Dotknij mapy w miejscu zbiórki.</p>
                <Suspense fallback={<Spinner className="py-10" label="Wczytywanie mapy..." />}>
                  <MeetingPointMap point={point} onPick={setPoint} label="Mapa: zaznacz miejsce zbiórki" />
                </Suspense>
              </>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
