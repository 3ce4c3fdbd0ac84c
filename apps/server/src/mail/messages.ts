import type { MailMessage } from './mail-queue';

/** The product's name in every message's signature and subject. */
const APP = 'Wycieczki szkolne';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A message's paragraphs as plain text and as simple HTML; a paragraph that is a link becomes one. */
function compose(paragraphs: readonly (string | { link: string })[]): { text: string; html: string } {
  const text = [...paragraphs.map((p) => (typeof p === 'string' ? p : p.link)), APP].join('\n\n');
  const html = [
    '<!doctype html><html lang="pl"><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">',
    ...paragraphs.map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<p><a href="${escapeHtml(p.link)}" style="color:#1d4ed8;font-weight:bold">${escapeHtml(p.link)}</a></p>`,
    ),
    `<p style="color:#475569">${APP}</p></body></html>`,
  ].join('');
  return { text, html };
}

const warsaw = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** 'Nie pamiętasz hasła?': the link, valid `minutes`, single use. */
export function passwordResetMail(to: string, link: string, minutes: number, expiresAt: Date): MailMessage {
  return {
    kind: 'password_reset',
    to,
    subject: `Zmiana hasła – ${APP}`,
    expiresAt,
    ...compose([
      'Dzień dobry,',
      `ktoś (zapewne Ty) poprosił o zmianę hasła do konta ${to} w aplikacji ${APP}. Aby ustawić nowe hasło, otwórz ten link w ciągu ${minutes} minut:`,
      { link },
      'Link działa tylko raz. Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość: hasło się nie zmieni.',
    ]),
  };
}

/** Sent after every change of the password: the owner learns of a change they did not make. */
export function passwordChangedMail(to: string, at: Date): MailMessage {
  return {
    kind: 'password_changed',
    to,
    subject: 'Hasło zostało zmienione',
    ...compose([
      'Dzień dobry,',
      `hasło do Twojego konta ${to} w aplikacji ${APP} zostało zmienione ${warsaw.format(at)}. Wszystkie urządzenia zalogowane na to konto zostały wylogowane.`,
      'Jeśli to nie Ty zmieniłeś hasło, od razu ustaw nowe przez „Nie pamiętasz hasła?” na stronie logowania i powiadom administratora szkoły.',
    ]),
  };
}
