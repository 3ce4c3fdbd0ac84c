/**
 * 'Identyfikatory' (issue 28): what a badge's QR code says, and how the scanner reads it back.
 *
 * `WYC1:<trip>:<child>`: a version, the trip's tag (the last eight hex digits of its id, which are
 * random in every UUID kind) and the child's badge code (ten random hex digits the database gives
 * each student, unique within the trip). Neither names the child nor opens anything: read by a
 * stranger's phone it is a meaningless line. Upper case letters, digits and ':' only, so the code
 * is in the QR's compact alphanumeric mode and stays large enough to read from an arm's length.
 */
const PREFIX = 'WYC1';
const BADGE = /^WYC1:([0-9A-F]{8}):([0-9A-F]{10})$/;

export function tripBadgeTag(tripId: string): string {
  return tripId.replace(/-/g, '').slice(-8).toUpperCase();
}

export function badgePayload(tripId: string, badgeCode: string): string {
  return `${PREFIX}:${tripBadgeTag(tripId)}:${badgeCode}`;
}

/** What a scanned code is, for the trip being checked. */
export type BadgeReading<S> =
  | { kind: 'student'; student: S }
  /** A badge of this app, of another trip. */
  | { kind: 'otherTrip' }
  /** This trip's badge, of nobody on it now (a student removed since printing). */
  | { kind: 'unknown' }
  /** Any other QR code: a parent link, a ticket, a web address. */
  | { kind: 'notBadge' };

export function readBadge<S extends { badgeCode: string }>(text: string, tripId: string, students: readonly S[]): BadgeReading<S> {
  const match = BADGE.exec(text.trim());
  if (!match) return { kind: 'notBadge' };
  if (match[1] !== tripBadgeTag(tripId)) return { kind: 'otherTrip' };
  const student = students.find((s) => s.badgeCode === match[2]);
  return student ? { kind: 'student', student } : { kind: 'unknown' };
}

/**
 * The name a badge prints: the first name, which is how children are called in a crowd. Where two
 * children of the trip share it, the surname's initial tells their badges apart ('Julia D.').
 */
export function badgeNames(names: readonly string[]): string[] {
  const firstOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';
  const counts = new Map<string, number>();
  for (const name of names) {
    const key = firstOf(name).toLocaleLowerCase('pl');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return names.map((name) => {
    const words = name.trim().split(/\s+/);
    const first = words[0] ?? '';
    if ((counts.get(first.toLocaleLowerCase('pl')) ?? 0) < 2 || words.length < 2) return first;
    return `${first} ${words[words.length - 1]!.charAt(0).toLocaleUpperCase('pl')}.`;
  });
}
