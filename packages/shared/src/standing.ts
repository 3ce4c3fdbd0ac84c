import type { ChildStanding } from './types/standing';

// What a card or a document says of a child who is not simply with the group (issue 63): the same
// words on the karta alarmowa's screen and in its PDF, from the server's one read model of it.

const dayAndHour = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '02.12, 14:30' in Poland. */
function when(iso: string): string {
  const parts = Object.fromEntries(dayAndHour.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.day}.${parts.month}, ${parts.hour}:${parts.minute}`;
}

/**
 * 'Odbiór przez rodzica: Maria Kot, 02.12, 14:30, recepcja hotelu' and 'Ogłoszono zaginięcie: 02.12,
 * 14:30'. A label and a colon: the name stays as written (Polish would decline it after 'przez').
 */
export function standingLines(standing: ChildStanding | null | undefined): string[] {
  const lines: string[] = [];
  if (standing?.collected) lines.push(`Odbiór przez rodzica: ${standing.collected.by}, ${when(standing.collected.since)}, ${standing.collected.place}`);
  if (standing?.missing) lines.push(`Ogłoszono zaginięcie: ${when(standing.missing.since)}`);
  return lines;
}
