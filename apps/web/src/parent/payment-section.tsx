/** @jsxImportSource preact */
import { formatAccount, ZBP_AMOUNT_MAX, type ParentPayments } from '@wycieczki/shared';
import { useState } from 'preact/hooks';
import { encode } from 'uqr';
import { formatDay, formatMoney } from './format';
import { t } from './i18n';
import { CARD, SECONDARY } from './styles';

/**
 * 'Do zapłaty' (issue 26): the child's instalments, what is paid, and the transfer: recipient,
 * account, amount and title to copy, and the ZBP 2D code a Polish bank's app reads.
 */
export function PaymentSection({ payments }: { payments: ParentPayments }) {
  const rest = payments.cost - payments.paid;
  const overdue = payments.status === 'behind';
  // An instalment is paid when everything up to it is.
  let cumulative = 0;
  const paidUpTo = payments.instalments.map((instalment) => (cumulative += instalment.amount) <= payments.paid);
  return (
    <section aria-labelledby="payments-title" class={CARD}>
      <h2 id="payments-title" class="text-lg font-semibold">
        {t('payments.title')}
      </h2>
      <p data-testid="parent-to-pay" class="text-base font-semibold">
        {payments.toPayNow > 0
          ? overdue
            ? t('payments.overdue', { amount: formatMoney(payments.toPayNow) })
            : payments.toPayBy
              ? t('payments.nextBy', { amount: formatMoney(payments.toPayNow), date: formatDay(payments.toPayBy) })
              : t('payments.next', { amount: formatMoney(payments.toPayNow) })
          : rest < 0
            ? t('payments.overpaid', { amount: formatMoney(-rest) })
            : payments.status === 'free'
              ? t('payments.free')
              : t('payments.paidInFull')}
      </p>
      <dl class="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {payments.instalments.length > 1
          ? payments.instalments.map((instalment, index) => (
              <Line key={index} label={t('payments.instalment', { number: index + 1 })}>
                {t('payments.instalmentDue', { amount: formatMoney(instalment.amount), date: formatDay(instalment.dueDate) })}
                {paidUpTo[index] ? ` ${t('payments.instalmentPaid')}` : ''}
              </Line>
            ))
          : payments.instalments.map((instalment, index) => (
              <Line key={index} label={t('payments.dueDate')}>
                {formatDay(instalment.dueDate)}
              </Line>
            ))}
        <Line label={t('payments.cost')}>{formatMoney(payments.cost)}</Line>
        <Line label={t('payments.paid')}>{formatMoney(payments.paid)}</Line>
        {rest > 0 ? <Line label={t('payments.left')}>{formatMoney(rest)}</Line> : null}
      </dl>
      {payments.status === 'free' ? null : payments.transfer ? (
        <Transfer payments={payments} transfer={payments.transfer} />
      ) : (
        <p class="text-sm">{t('payments.teacherCollects')}</p>
      )}
    </section>
  );
}

function Line({ label, children }: { label: string; children: preact.ComponentChildren }) {
  return (
    <>
      <dt class="text-muted-foreground">{label}:</dt>
      <dd class="font-medium tabular-nums">{children}</dd>
    </>
  );
}

function Transfer({ payments, transfer }: { payments: ParentPayments; transfer: NonNullable<ParentPayments['transfer']> }) {
  return (
    <div class="grid gap-3 border-t border-border pt-3">
      <h3 class="text-base font-semibold">{t('transfer.title')}</h3>
      <dl class="grid gap-2 text-sm">
        <Field label={t('transfer.payee')}>{transfer.payee}</Field>
        <Field label={t('transfer.account')}>
          <span class="tabular-nums">{formatAccount(transfer.account)}</span>
        </Field>
        {payments.toPayNow > 0 ? <Field label={t('transfer.amount')}>{formatMoney(payments.toPayNow)}</Field> : null}
        <Field label={t('transfer.reference')}>
          <span lang="pl">{transfer.title}</span>
        </Field>
      </dl>
      <div class="flex flex-wrap gap-2">
        <CopyButton label={t('transfer.copyAccount')} text={transfer.account} />
        <CopyButton label={t('transfer.copyReference')} text={transfer.title} />
      </div>
      {transfer.code ? (
        <figure class="grid justify-items-center gap-2">
          <QrCode text={transfer.code} label={t('transfer.qrLabel', { amount: formatMoney(payments.toPayNow) })} />
          <figcaption class="text-center text-sm">{t('transfer.qrHint')}</figcaption>
        </figure>
      ) : payments.toPayNow > ZBP_AMOUNT_MAX ? (
        <p class="text-sm">{t('transfer.tooLargeForQr')}</p>
      ) : null}
    </div>
  );
}

function Field({ label, children }: { label: string; children: preact.ComponentChildren }) {
  return (
    <div>
      <dt class="text-muted-foreground">{label}</dt>
      <dd class="wrap-anywhere font-medium">{children}</dd>
    </div>
  );
}

/** Copies to the clipboard where the browser allows it, and says so; otherwise says to copy by hand. */
function CopyButton({ label, text }: { label: string; text: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = () => {
    const done = () => setSaid(t('transfer.copied'));
    const failed = () => setSaid(t('transfer.copyFailed'));
    if (navigator.clipboard?.writeText) navigator.clipboard.writeText(text).then(done, failed);
    else failed();
  };
  return (
    <span class="grid gap-1">
      <button type="button" class={SECONDARY} onClick={copy}>
        {label}
      </button>
      {said ? (
        <span role="status" class="text-xs text-muted-foreground">
          {said}
        </span>
      ) : null}
    </span>
  );
}

/** The code as an SVG of its modules, with the quiet zone a camera needs; black on white whatever the theme. */
function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg role="img" aria-label={label} data-testid="transfer-qr" viewBox={`0 0 ${size} ${size}`} width="240" height="240" shape-rendering="crispEdges" class="bg-white">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
