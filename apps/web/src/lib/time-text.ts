/**
 * A time as hh:mm, 24-hour, from what a thumb types on a phone's number pad: '730' and '7.30' are
 * '07:30', '1945' is '19:45', '8' is '08:00'. Anything else comes back trimmed, as typed, for the
 * schema to name what is wrong with it.
 */
export function normaliseTime(text: string): string {
  const typed = text.trim();
  const parts = /^(\d{1,2})(?:[:.,h ](\d{1,2}))?$/.exec(typed) ?? /^(\d{1,2})(\d{2})$/.exec(typed);
  if (!parts) return typed;
  const [, hours = '', minutes = '0'] = parts;
  return `${hours.padStart(2, '0')}:${minutes.padStart(2, '0')}`;
}
