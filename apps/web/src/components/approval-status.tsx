import { APPROVAL_STATUS_LABELS, type TripApproval, type TripSummary } from '@wycieczki/shared';
import { CircleCheck, CircleDashed, Clock, Undo2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';

const STATUS_STYLE: Record<TripApproval['status'], { className: string; icon: typeof Clock }> = {
  draft: { className: 'bg-muted text-muted-foreground', icon: CircleDashed },
  pending: { className: 'bg-sky-50 text-sky-900', icon: Clock },
  approved: { className: 'bg-emerald-50 text-emerald-800', icon: CircleCheck },
  returned: { className: 'bg-amber-50 text-amber-900', icon: Undo2 },
};

/** 'Zatwierdzona 12.03.2027', 'Czeka na zatwierdzenie', 'Do poprawy', 'Szkic' (issue 27). */
export function approvalLabel(approval: TripApproval): string {
  const label = APPROVAL_STATUS_LABELS[approval.status];
  return approval.status === 'approved' && approval.approvedAt ? `${label} ${formatDateTime(approval.approvedAt).slice(0, 10)}` : label;
}

/** The karta's status as a badge: on the trip card and in the head's 'Wycieczki szkoły'. */
export function ApprovalBadge({ approval, className }: { approval: TripApproval; className?: string }) {
  const { className: style, icon: Icon } = STATUS_STYLE[approval.status];
  return (
    <span data-testid="approval-status" className={cn('inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium', style, className)}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {approvalLabel(approval)}
    </span>
  );
}

/** The head's comment on a karta returned 'Do poprawy', as the teacher reads it. */
export function ReturnComment({ approval }: { approval: TripApproval }) {
  if (approval.status !== 'returned' || !approval.comment) return null;
  return (
    <p data-testid="approval-comment" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <span className="font-medium">Uwagi dyrektora: </span>
      <span className="wrap-anywhere whitespace-pre-line">{approval.comment}</span>
    </p>
  );
}

/**
 * Before saving a change to an approved trip (issue 27): a change of what the karta prints sends it
 * back to the head. Shown in the dialogs that change the karta: the trip, its program, its guardians,
 * a student's form and the import.
 */
export function ApprovedKartaNotice({ trip }: { trip: Pick<TripSummary, 'approval'> | null }) {
  if (trip?.approval?.status !== 'approved') return null;
  return (
    <p data-testid="approved-karta-notice" role="note" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      Wycieczka jest zatwierdzona przez dyrektora. Jeśli zmienisz to, co drukuje karta wycieczki (np. termin, program, opiekunów), wróci ona do zatwierdzenia.
    </p>
  );
}
