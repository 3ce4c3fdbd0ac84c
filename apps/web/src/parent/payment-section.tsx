/** @jsxImportSource preact */
import { formatAccount, formatZloty, ZBP_AMOUNT_MAX, type ParentPayments } from '@wycieczki/shared';
import { useState } from 'preact/hooks';
import { encode } from 'uqr';
import { formatDay } from './format';
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
        Do zapłaty
      </h2>
      <p data-testid="parent-to-pay" class="text-base font-semibold">
        {payments.toPayNow > 0
          ? overdue
            ? `Zaległa kwota: ${formatZloty(payments.toPayNow)}`
            : `Następna wpłata: ${formatZloty(payments.toPayNow)}${payments.toPayBy ? ` do ${formatDay(payments.toPayBy)}` : ''}`
          : rest < 0
            ? `Wpłacono więcej niż koszt (nadpłata ${formatZloty(-rest)}). Wychowawca rozliczy ją z Tobą.`
            : payments.status === 'free'
              ? 'Udział dziecka w wycieczce jest bez opłat.'
              : 'Opłacone w całości. Dziękujemy!'}
      </p>
      <dl class="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {payments.instalments.length > 1
          ? payments.instalments.map((instalment, index) => (
              <Line key={index} label={`Rata ${index + 1}`}>
                {formatZloty(instalment.amount)} do {formatDay(instalment.dueDate)}
                {paidUpTo[index] ? ' ✓ opłacona' : ''}
              </Line>
            ))
          : payments.instalments.map((instalment, index) => (
              <Line key={index} label="Termin">
                {formatDay(instalment.dueDate)}
              </Line>
            ))}
        <Line label="Koszt">{formatZloty(payments.cost)}</Line>
        <Line label="Wpłacono">{formatZloty(payments.paid)}</Line>
        {rest > 0 ? <Line label="Pozostało">{formatZloty(rest)}</Line> : null}
      </dl>
      {payments.status === 'free' ? null : payments.transfer ? (
        <Transfer payments={payments} transfer={payments.transfer} />
      ) : (
        <p class="text-sm">Wpłaty przyjmuje wychowawca.</p>
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
      <h3 class="text-base font-semibold">Przelew</h3>
      <dl class="grid gap-2 text-sm">
        <Field label="Odbiorca">{transfer.payee}</Field>
        <Field label="Numer konta">
          <span class="tabular-nums">{formatAccount(transfer.account)}</span>
        </Field>
        {payments.toPayNow > 0 ? <Field label="Kwota">{formatZloty(payments.toPayNow)}</Field> : null}
        <Field label="Tytuł przelewu">{transfer.title}</Field>
      </dl>
      <div class="flex flex-wrap gap-2">
        <CopyButton label="Kopiuj numer konta" text={transfer.account} />
        <CopyButton label="Kopiuj tytuł" text={transfer.title} />
      </div>
      {transfer.code ? (
        <figure class="grid justify-items-center gap-2">
          <QrCode text={transfer.code} label={`Kod QR przelewu na ${formatZloty(payments.toPayNow)}`} />
          <figcaption class="text-center text-sm">
            Zeskanuj kod w aplikacji swojego banku (w przelewach: „Skanuj kod” lub „Płatność kodem QR”): konto, kwota i tytuł wpiszą się same.
          </figcaption>
        </figure>
      ) : payments.toPayNow > ZBP_AMOUNT_MAX ? (
        <p class="text-sm">Kwota jest za duża na kod QR przelewu: wpisz dane przelewu ręcznie.</p>
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
    const done = () => setSaid('Skopiowano');
    const failed = () => setSaid('Nie udało się skopiować: zaznacz tekst i skopiuj go ręcznie.');
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
