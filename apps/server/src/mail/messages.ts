import { compileCatalog, createTranslator, MAIL_CATALOG_PL, type GrammaticalGender, type MailText } from '@wycieczki/shared';
import type { MailMessage } from './mail-queue';

/** The product's name in every message's signature and subject. */
const APP = 'Wycieczki szkolne';

/** The e-mails' words (decision 033): packages/shared/src/i18n/mail.pl.json, compiled once at start. */
const t = createTranslator<MailText>('pl', compileCatalog(MAIL_CATALOG_PL));
const GREETING = t('greeting');

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
    subject: t('passwordReset.subject', { app: APP }),
    expiresAt,
    ...compose([GREETING, t('passwordReset.body', { email: to, app: APP, minutes }), { link }, t('passwordReset.note')]),
  };
}

/** Sent after every change of the password: the owner learns of a change they did not make. */
export function passwordChangedMail(to: string, at: Date): MailMessage {
  return {
    kind: 'password_changed',
    to,
    subject: t('passwordChanged.subject'),
    ...compose([GREETING, t('passwordChanged.body', { email: to, app: APP, when: warsaw.format(at) }), t('passwordChanged.notYou')]),
  };
}

/** '2027-05-12' as '12.05.2027'. */
function day(isoDate: string): string {
  const [year, month, date] = isoDate.split('-');
  return `${date}.${month}.${year}`;
}

export type TripForMail = { name: string; startDate: string; endDate: string };

/** Who a message says did it: the name, and the gender its verb takes ('dodała', 'zatwierdził'; issue 63). */
export type Actor = { name: string; gender: GrammaticalGender };

/** The app's one style for two dates (issue 23): '12–15.05.2027' within a month, else '30.04.2027 – 02.05.2027'. */
function daySpan(startDate: string, endDate: string): string {
  if (startDate === endDate) return day(startDate);
  if (startDate.slice(0, 7) === endDate.slice(0, 7)) return `${startDate.slice(8)}–${day(endDate)}`;
  return `${day(startDate)} – ${day(endDate)}`;
}

function tripLine(trip: TripForMail): string {
  return t('trip', { name: inert(trip.name), dates: daySpan(trip.startDate, trip.endDate) });
}

/** 'Wyślij zaproszenie': a colleague without an account, asked to sign up and join the trip. */
export function tripInvitationMail(to: string, trip: TripForMail, invitedBy: string, link: string, expiresAt: Date): MailMessage {
  return {
    kind: 'trip_invitation',
    to,
    // A fixed subject: nothing a user typed is ever the first thing a recipient reads (issue 47).
    subject: t('tripInvitation.subject', { app: APP }),
    expiresAt,
    ...compose([
      GREETING,
      t('tripInvitation.body', { invitedBy: inert(invitedBy), trip: tripLine(trip), app: APP }),
      t('tripInvitation.join', { email: to }),
      { link },
      t('tripInvitation.validUntil', { until: warsaw.format(expiresAt) }),
    ]),
  };
}

/** A guardian added to a trip learns it at once, with a link to the trip ('dodała' or 'dodał': `addedBy`'s gender, issue 63). */
export function guardianAddedMail(to: string, trip: TripForMail, addedBy: Actor, link: string): MailMessage {
  return {
    kind: 'guardian_added',
    to,
    subject: t('guardianAdded.subject', { app: APP }),
    ...compose([GREETING, t('guardianAdded.body', { addedBy: inert(addedBy.name), addedByGender: addedBy.gender, trip: tripLine(trip), app: APP }), { link }]),
  };
}

/** The head's 'Zaproś nauczyciela' sent by e-mail (issue 27's link). */
export function schoolInvitationMail(to: string, schoolName: string, invitedBy: string, link: string, expiresAt: Date): MailMessage {
  return {
    kind: 'school_invitation',
    to,
    subject: t('schoolInvitation.subject', { app: APP }),
    expiresAt,
    ...compose([
      GREETING,
      t('schoolInvitation.body', { invitedBy: inert(invitedBy), school: inert(schoolName), app: APP }),
      t('schoolInvitation.join'),
      { link },
      t('schoolInvitation.validUntil', { until: warsaw.format(expiresAt) }),
    ]),
  };
}

/** The head made a reset link for the account (issue 30): its owner learns it at once, not only once it is used. */
export function resetLinkByHeadMail(to: string, head: Actor, at: Date, minutes: number): MailMessage {
  return {
    kind: 'reset_link_head',
    to,
    subject: t('resetLinkByHead.subject', { headGender: head.gender }),
    ...compose([
      GREETING,
      t('resetLinkByHead.body', { head: inert(head.name), headGender: head.gender, when: warsaw.format(at), email: to, app: APP, minutes }),
      t('resetLinkByHead.notYou'),
    ]),
  };
}

/** 'Potwierdź adres e-mail' (issue 47): the new account proves the address is its own before it mails invitations. */
export function confirmEmailMail(to: string, link: string, hours: number, expiresAt: Date): MailMessage {
  return {
    kind: 'confirm_email',
    to,
    subject: t('confirmEmail.subject', { app: APP }),
    expiresAt,
    ...compose([GREETING, t('confirmEmail.body', { email: to, app: APP, hours }), { link }, t('confirmEmail.note')]),
  };
}

/** 'Wyślij do zatwierdzenia' (issue 48): the head learns a karta waits, with a link to it. */
export function kartaSubmittedMail(to: string, trip: TripForMail, sentBy: Actor, link: string): MailMessage {
  return {
    kind: 'karta_submitted',
    to,
    subject: t('kartaSubmitted.subject', { app: APP }),
    ...compose([GREETING, t('kartaSubmitted.body', { sentBy: inert(sentBy.name), sentByGender: sentBy.gender, trip: tripLine(trip), app: APP }), { link }]),
  };
}

/** 'Zatwierdzam' or 'Zwróć do poprawy' (issue 48): the trip's creator and leader learn it, with the head's comment. */
export function kartaAnsweredMail(to: string, trip: TripForMail, answer: { approved: true; by: Actor } | { approved: false; by: Actor; comment: string }, link: string): MailMessage {
  return {
    kind: answer.approved ? 'karta_approved' : 'karta_returned',
    to,
    subject: t(answer.approved ? 'kartaApproved.subject' : 'kartaReturned.subject', { app: APP }),
    ...compose(
      answer.approved
        ? [GREETING, t('kartaApproved.body', { head: inert(answer.by.name), headGender: answer.by.gender, trip: tripLine(trip) }), { link }]
        : [
            GREETING,
            t('kartaReturned.body', { head: inert(answer.by.name), headGender: answer.by.gender, trip: tripLine(trip) }),
            t('kartaReturned.comment', { comment: inert(answer.comment) }),
            t('kartaReturned.resend'),
            { link },
          ],
    ),
  };
}

/**
 * 'Zgłoś autokar do kontroli' (issue 54): the leader, 7 days before the departure (or later, while the
 * check is not recorded), is asked to send the police the request the app fills; what it still lacks
 * is named, so it is completed before it goes.
 */
export function coachCheckMail(to: string, trip: TripForMail, days: number, missing: readonly string[], link: string): MailMessage {
  return {
    kind: 'coach_check',
    to,
    subject: t('coachCheck.subject', { app: APP }),
    ...compose([
      GREETING,
      t('coachCheck.body', { trip: tripLine(trip), days }),
      ...(missing.length > 0 ? [t('coachCheck.missing', { missing: missing.join(', ') })] : []),
      { link },
      t('coachCheck.after'),
    ]),
  };
}
