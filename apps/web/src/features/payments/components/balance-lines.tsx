import { formatZloty, PAYMENT_STATUS_LABELS, type PaymentStatus, type StudentPayments } from '@wycieczki/shared';
import { cn } from '@/lib/cn';

const STATUS_TONE: Record<PaymentStatus, string> = {
  behind: 'bg-red-50 text-red-800',
  onTime: 'bg-amber-50 text-amber-800',
  paid: 'bg-emerald-50 text-emerald-800',
  overpaid: 'bg-sky-50 text-sky-800',
  free: 'bg-muted text-muted-foreground',
};

/** 'zalega', 'w terminie', 'opłacone', 'nadpłata': a student's state in a word and a colour. */
export function StatusBadge({ status }: { status: PaymentStatus }) {
  return <span className={cn('inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-medium', STATUS_TONE[status])}>{PAYMENT_STATUS_LABELS[status]}</span>;
}

/** What a student owes by today, has paid and has left (or overpaid). */
export function BalanceLines({ status, amounts }: { status: PaymentStatus; amounts: NonNullable<StudentPayments['amounts']> }) {
  const rest =
    amounts.balance < 0
      ? `Pozostało: ${formatZloty(-amounts.balance)}`
      : amounts.balance > 0
        ? `Nadpłata: ${formatZloty(amounts.balance)}`
        : status === 'free'
          ? 'Bez opłat'
          : 'Opłacone w całości';
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <div className="flex min-w-0 gap-1">
        <dt className="text-muted-foreground">Koszt:</dt>
        <dd className="min-w-0 tabular-nums">
          <span className="whitespace-nowrap">{formatZloty(amounts.cost)}</span>
          {amounts.individualCost !== null ? <span className="wrap-anywhere">{` (indywidualny${amounts.individualCostNote ? `: ${amounts.individualCostNote}` : ''})`}</span> : null}
        </dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted-foreground">Do dziś:</dt>
        <dd className="whitespace-nowrap tabular-nums">{formatZloty(amounts.dueNow)}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted-foreground">Wpłacono:</dt>
        <dd className="whitespace-nowrap tabular-nums">{formatZloty(amounts.paid)}</dd>
      </div>
      <div>
        <dt className="sr-only">Saldo</dt>
        <dd className={cn('whitespace-nowrap tabular-nums', status === 'behind' && 'font-medium text-red-800')}>{rest}</dd>
      </div>
    </dl>
  );
}
