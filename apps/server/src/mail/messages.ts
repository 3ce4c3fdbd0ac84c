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

/**
 * A name a user typed (a trip's, a person's, a school's), made inert for a message (issue 47, no
 * relay): on one line, and with anything a mail program would turn into a link defanged the way
 * security notices write addresses ('example[.]com', 'hxxp[:]//'), so the only link in an invitation
 * is the app's own. The name stays readable; it is never a subject.
 */
export function inert(name: string): string {
  return name
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\bhttp(s?):\/\//gi, 'hxxp$1[:]//')
    .replace(/:\/\//g, '[:]//')
    .replace(/@/g, '[@]')
    .replace(/([\p{L}\p{N}-])\.(?=[\p{L}\p{N}-]{2,})/gu, '$1[.]');
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

/** '2027-05-12' as '12.05.2027'. */
function day(isoDate: string): string {
  const [year, month, date] = isoDate.split('-');
  return `${date}.${month}.${year}`;
}

export type TripForMail = { name: string; startDate: string; endDate: string };

/** The app's one style for two dates (issue 23): '12–15.05.2027' within a month, else '30.04.2027 – 02.05.2027'. */
function daySpan(startDate: string, endDate: string): string {
  if (startDate === endDate) return day(startDate);
  if (startDate.slice(0, 7) === endDate.slice(0, 7)) return `${startDate.slice(8)}–${day(endDate)}`;
  return `${day(startDate)} – ${day(endDate)}`;
}

function tripLine(trip: TripForMail): string {
  return `„${inert(trip.name)}” (${daySpan(trip.startDate, trip.endDate)})`;
}

/** 'Wyślij zaproszenie': a colleague without an account, asked to sign up and join the trip. */
export function tripInvitationMail(to: string, trip: TripForMail, invitedBy: string, link: string, expiresAt: Date): MailMessage {
  return {
    kind: 'trip_invitation',
    to,
    // A fixed subject: nothing a user typed is ever the first thing a recipient reads (issue 47).
    subject: `Zaproszenie do grona opiekunów wycieczki – ${APP}`,
    expiresAt,
    ...compose([
      'Dzień dobry,',
      `${inert(invitedBy)} zaprasza Cię do grona opiekunów wycieczki ${tripLine(trip)} w aplikacji ${APP}, w której nauczyciele prowadzą listy uczniów, pokoje i obecności na wycieczkach szkolnych.`,
      `Aby dołączyć, otwórz ten link i załóż konto na adres ${to} (albo zaloguj się, jeśli już je masz):`,
      { link },
      `Zaproszenie jest ważne do ${warsaw.format(expiresAt)}. Jeśli nie spodziewasz się go, zignoruj tę wiadomość.`,
    ]),
  };
}

/** A guardian added to a trip learns it at once, with a link to the trip. */
export function guardianAddedMail(to: string, trip: TripForMail, addedBy: string, link: string): MailMessage {
  return {
    kind: 'guardian_added',
    to,
    subject: `Dodano Cię do grona opiekunów wycieczki – ${APP}`,
    ...compose([
      'Dzień dobry,',
      `${inert(addedBy)} dodał(a) Cię jako opiekuna wycieczki ${tripLine(trip)} w aplikacji ${APP}. Wycieczka jest już na Twojej liście wycieczek:`,
      { link },
    ]),
  };
}

/** The head's 'Zaproś nauczyciela' sent by e-mail (issue 27's link). */
export function schoolInvitationMail(to: string, schoolName: string, invitedBy: string, link: string, expiresAt: Date): MailMessage {
  return {
    kind: 'school_invitation',
    to,
    subject: `Zaproszenie do szkoły – ${APP}`,
    expiresAt,
    ...compose([
      'Dzień dobry,',
      `${inert(invitedBy)} zaprasza Cię do szkoły „${inert(schoolName)}” w aplikacji ${APP}. Twoje wycieczki będą wycieczkami szkoły, a dyrektor zatwierdzi ich karty w aplikacji.`,
      'Aby dołączyć, otwórz ten link i zaloguj się albo załóż konto:',
      { link },
      `Link działa raz, do ${warsaw.format(expiresAt)}.`,
    ]),
  };
}

/** The head made a reset link for the account (issue 30): its owner learns it at once, not only once it is used. */
export function resetLinkByHeadMail(to: string, headName: string, at: Date): MailMessage {
  return {
    kind: 'reset_link_head',
    to,
    subject: 'Dyrektor utworzył link do zmiany Twojego hasła',
    ...compose([
      'Dzień dobry,',
      `dyrektor szkoły ${inert(headName)} utworzył ${warsaw.format(at)} jednorazowy link do zmiany hasła do Twojego konta ${to} w aplikacji ${APP} (ważny 30 minut).`,
      'Jeśli o to nie prosiłeś, skontaktuj się z dyrektorem, a po zalogowaniu zmień hasło („Zmień hasło” w profilu). Każdy taki link widać w profilu, w „Historia konta”.',
    ]),
  };
}

/** 'Potwierdź adres e-mail' (issue 47): the new account proves the address is its own before it mails invitations. */
export function confirmEmailMail(to: string, link: string, hours: number, expiresAt: Date): MailMessage {
  return {
    kind: 'confirm_email',
    to,
    subject: `Potwierdź adres e-mail – ${APP}`,
    expiresAt,
    ...compose([
      'Dzień dobry,',
      `ktoś (zapewne Ty) założył konto ${to} w aplikacji ${APP}. Aby potwierdzić, że ten adres należy do Ciebie, otwórz ten link w ciągu ${hours} godzin:`,
      { link },
      'Po potwierdzeniu możesz zapraszać innych nauczycieli e-mailem. Jeśli to nie Ty zakładałeś(-aś) konto, zignoruj tę wiadomość.',
    ]),
  };
}

/** 'Wyślij do zatwierdzenia' (issue 48): the head learns a karta waits, with a link to it. */
export function kartaSubmittedMail(to: string, trip: TripForMail, sentBy: string, link: string): MailMessage {
  return {
    kind: 'karta_submitted',
    to,
    subject: `Karta wycieczki czeka na zatwierdzenie – ${APP}`,
    ...compose([
      'Dzień dobry,',
      `${inert(sentBy)} wysłał(a) do zatwierdzenia kartę wycieczki ${tripLine(trip)}. Kartę, program, opiekunów i zgody zobaczysz w aplikacji ${APP}, gdzie ją zatwierdzisz albo zwrócisz do poprawy:`,
      { link },
    ]),
  };
}

/** 'Zatwierdzam' or 'Zwróć do poprawy' (issue 48): the trip's creator and leader learn it, with the head's comment. */
export function kartaAnsweredMail(to: string, trip: TripForMail, answer: { approved: true; by: string } | { approved: false; by: string; comment: string }, link: string): MailMessage {
  return {
    kind: answer.approved ? 'karta_approved' : 'karta_returned',
    to,
    subject: answer.approved ? `Karta wycieczki zatwierdzona – ${APP}` : `Karta wycieczki zwrócona do poprawy – ${APP}`,
    ...compose(
      answer.approved
        ? ['Dzień dobry,', `dyrektor szkoły ${inert(answer.by)} zatwierdził(a) kartę wycieczki ${tripLine(trip)}. Zatwierdzoną kartę wydrukujesz z „Dokumenty wycieczki”:`, { link }]
        : [
            'Dzień dobry,',
            `dyrektor szkoły ${inert(answer.by)} zwrócił(a) do poprawy kartę wycieczki ${tripLine(trip)} z uwagą:`,
            `„${inert(answer.comment)}”`,
            'Po poprawkach wyślij kartę ponownie („Wyślij do zatwierdzenia” na karcie wycieczki):',
            { link },
          ],
    ),
  };
}
