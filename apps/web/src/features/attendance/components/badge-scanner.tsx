import { readBadge, type AttendanceCheckDetail, type AttendanceRecord, type AttendanceStatus, type Student } from '@wycieczki/shared';
import { CameraOff, CircleCheck, CircleX, Info } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { startQrCamera } from '../qr-camera';
import { scanFeedback } from '../scan-feedback';

export type BadgeScannerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  check: AttendanceCheckDetail;
  records: readonly AttendanceRecord[];
  students: readonly Student[];
  onMark: (studentIds: readonly string[], status: AttendanceStatus) => void;
};

type Outcome = { id: number; tone: 'marked' | 'already' | 'refused'; text: string };

/** The same code seen again within this time is the same badge still in front of the camera. */
const SAME_BADGE_MS = 3000;
/** How many of the last scans the dialog lists under the camera. */
const SHOWN_OUTCOMES = 4;

/**
 * 'Skanuj identyfikatory' (issue 28): the phone's camera reads the QR codes of the printed badges
 * ('Identyfikatory (PDF)') and marks each child present on the list, as a tap on the row would (the
 * same outbox, so it works offline), with a sound and a short vibration. A badge of another trip, of
 * nobody on this trip, or any other QR code is refused with a message and marks nobody. ZXing decodes
 * (qr-camera.ts); this module is its own chunk, loaded when the dialog first opens.
 */
export default function BadgeScanner({ open, onOpenChange, check, ...rest }: BadgeScannerProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Skanuj identyfikatory"
        description={`Lista „${check.name}”, ${check.time}`}
        footer={
          <Button className="w-full sm:w-auto" onClick={() => onOpenChange(false)}>
            Zakończ skanowanie
          </Button>
        }
      >
        {open ? <ScannerBody check={check} {...rest} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type CameraState = { kind: 'starting' } | { kind: 'on' } | { kind: 'failed'; message: string };

function cameraError(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Brak zgody na użycie aparatu. Zezwól na aparat w ustawieniach przeglądarki dla tej strony albo zaznaczaj uczniów ręcznie na liście.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'To urządzenie nie ma aparatu. Zaznaczaj uczniów ręcznie na liście.';
  if (name === 'NotReadableError') return 'Aparatu używa inna aplikacja. Zamknij ją i spróbuj ponownie.';
  // Not a camera's error: the decoder did not start (an old browser without WebAssembly).
  if (!(error instanceof DOMException)) return 'Ta przeglądarka nie potrafi odczytać kodów QR. Zaktualizuj ją albo zaznaczaj uczniów ręcznie na liście.';
  return 'Nie udało się włączyć aparatu. Spróbuj ponownie albo zaznaczaj uczniów ręcznie na liście.';
}

/** No camera from a page served over plain http (but localhost), nor in a very old browser. */
function hasCameraApi(): boolean {
  return typeof (navigator as Partial<Navigator>).mediaDevices?.getUserMedia === 'function';
}

const NO_CAMERA_API: CameraState = {
  kind: 'failed',
  message: 'Ta przeglądarka nie daje dostępu do aparatu (potrzebne jest połączenie https). Zaznaczaj uczniów ręcznie na liście.',
};

function ScannerBody({ check, records, students, onMark }: Omit<BadgeScannerProps, 'open' | 'onOpenChange'>) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>(() => (hasCameraApi() ? { kind: 'starting' } : NO_CAMERA_API));
  const [attempt, setAttempt] = useState(0);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  // Seen by the camera: the same badge held up a while counts once.
  const seen = useRef(new Map<string, number>());
  const nextId = useRef(1);

  const report = (tone: Outcome['tone'], text: string) => {
    scanFeedback(tone);
    setOutcomes((list) => [{ id: nextId.current++, tone, text }, ...list].slice(0, SHOWN_OUTCOMES));
  };
  // Called by the camera for every code it reads, with the list as it is now.
  const onCode = useEffectEvent((text: string) => {
    const now = Date.now();
    if (now - (seen.current.get(text) ?? 0) < SAME_BADGE_MS) return;
    seen.current.set(text, now);
    const reading = readBadge(text, check.tripId, students);
    if (reading.kind === 'otherTrip') return report('refused', 'Ten identyfikator jest z innej wycieczki. Nikogo nie oznaczono.');
    if (reading.kind === 'unknown') return report('refused', 'Nieznany identyfikator: tego ucznia nie ma na wycieczce. Nikogo nie oznaczono.');
    if (reading.kind === 'notBadge') return report('refused', 'To nie jest identyfikator uczestnika wycieczki. Nikogo nie oznaczono.');
    const record = records.find((r) => r.studentId === reading.student.id);
    if (!record) return report('refused', `${reading.student.name}: nie ma tego ucznia na tej liście. Nikogo nie oznaczono.`);
    if (record.status === 'present') return report('already', `${record.studentName}: obecność była już zaznaczona.`);
    onMark([record.studentId], 'present');
    report('marked', `${record.studentName}: obecność zaznaczona.`);
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !hasCameraApi()) return;
    let stopped = false;
    let stopCamera: (() => void) | null = null;
    startQrCamera(video, onCode).then(
      (stop) => {
        if (stopped) stop();
        else {
          stopCamera = stop;
          setCamera({ kind: 'on' });
        }
      },
      (error: unknown) => {
        if (!stopped) setCamera({ kind: 'failed', message: cameraError(error) });
      },
    );
    return () => {
      stopped = true;
      stopCamera?.();
    };
  }, [attempt]);

  const retry = () => {
    setCamera({ kind: 'starting' });
    setAttempt((n) => n + 1);
  };

  const present = records.filter((r) => r.status === 'present').length;
  return (
    <div className="grid gap-3">
      <p className="text-center text-2xl font-semibold tabular-nums" aria-live="polite" data-testid="scanner-counter">
        Obecni: {present} / {records.length}
      </p>
      <div className="relative mx-auto aspect-[4/3] w-full max-w-md overflow-hidden rounded-xl bg-neutral-900">
        <video ref={videoRef} muted playsInline className="size-full object-cover" aria-label="Obraz z aparatu" />
        {camera.kind === 'on' ? (
          <div aria-hidden="true" className="pointer-events-none absolute inset-[15%] rounded-lg border-4 border-white/80 shadow-[0_0_0_999px_rgba(0,0,0,0.25)]" />
        ) : null}
        {camera.kind === 'starting' ? <p className="absolute inset-0 grid place-items-center text-sm text-white">Włączanie aparatu...</p> : null}
        {camera.kind === 'failed' ? (
          <div role="alert" className="absolute inset-0 grid place-items-center gap-3 p-4 text-center text-sm text-white">
            <div className="grid justify-items-center gap-3">
              <CameraOff aria-hidden="true" className="size-8" />
              <p>{camera.message}</p>
              <Button variant="outline" className="text-foreground" onClick={retry}>
                Spróbuj ponownie
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      <ul aria-label="Ostatnie skany" aria-live="polite" className="grid gap-1.5" data-testid="scan-outcomes">
        {outcomes.map((outcome, index) => (
          <li
            key={outcome.id}
            data-tone={outcome.tone}
            className={cn(
              'flex items-start gap-2 rounded-lg px-3 py-2 text-sm',
              outcome.tone === 'marked' && 'bg-emerald-50 text-emerald-900',
              outcome.tone === 'already' && 'bg-muted text-foreground',
              outcome.tone === 'refused' && 'bg-red-50 text-red-800',
              index > 0 && 'opacity-70',
            )}
          >
            {outcome.tone === 'refused' ? (
              <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            <span className="min-w-0 wrap-anywhere">{outcome.text}</span>
          </li>
        ))}
      </ul>
      <p className="flex gap-2 text-sm text-muted-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Skieruj aparat na kod QR identyfikatora: uczeń zostanie oznaczony jako obecny. Ucznia bez identyfikatora zaznaczysz ręcznie na liście. Identyfikatory wydrukujesz
          z menu „Dokumenty wycieczki” na ekranie Wycieczki.
        </span>
      </p>
    </div>
  );
}
