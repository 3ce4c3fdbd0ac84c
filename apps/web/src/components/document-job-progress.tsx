import type { DocumentJob } from '@wycieczki/shared';
import { cn } from '@/lib/cn';
import { PREPARING_DOCUMENT } from '@/lib/preparing-document';

// Loaded when a document is first asked for (lazily, by the screens that offer documents): no
// signed-in screen's first JS carries it.

/**
 * What is said of a document while it is prepared: 'Przygotowujemy dokument…', and once the server
 * makes its pages, '120 z 2970 stron' (where the line is too narrow, on a line of its own).
 */
export function PreparingDocumentText({ pagesText, className }: { pagesText: string | null; className?: string }) {
  return (
    <span className={cn('flex min-w-0 flex-wrap items-baseline justify-center gap-x-1.5 text-center', className)}>
      <span>{PREPARING_DOCUMENT}</span>
      {pagesText ? <span className="whitespace-nowrap tabular-nums">{pagesText}</span> : null}
    </span>
  );
}

type DocumentJobProgressProps = { job: DocumentJob | null; pagesText: string | null; label: string; className?: string };

/**
 * The pages made of the document being prepared, as a bar under its button; until the server first
 * answers, and while the document waits its turn, the bar pulses.
 */
export function DocumentJobProgress({ job, pagesText, label, className }: DocumentJobProgressProps) {
  const known = job !== null && job.pages > 0;
  const done = known ? Math.min(job.pagesDone, job.pages) : 0;
  return (
    <div
      role="progressbar"
      aria-label={`Postęp przygotowania: ${label}`}
      aria-valuemin={0}
      aria-valuemax={known ? job.pages : undefined}
      aria-valuenow={known ? done : undefined}
      aria-valuetext={pagesText ?? PREPARING_DOCUMENT}
      className={cn('h-1.5 w-full overflow-hidden rounded-full bg-muted', (!job || job.state === 'queued') && 'motion-safe:animate-pulse', className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width] duration-500 ease-out" style={{ width: known ? `${(done / job.pages) * 100}%` : '0%' }} />
    </div>
  );
}
