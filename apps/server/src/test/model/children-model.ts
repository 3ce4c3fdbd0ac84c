// Issue 63: a reference model of a trip's children in plain TypeScript: where each child stands on
// each attendance list (present, absent, collected by a parent) and whether the alarm may be raised
// for them, worked out from the events alone. The model-based tests run random sequences of events
// against the API and compare every read model with this.

export type ModelList = { id: string; at: number; made: number; marks: Map<string, { status: 'present' | 'absent'; markedAt: number }> };
export type ModelHandover = { id: string; collector: string; collected: number; returned: number | null };

/** How long a list stays in force when no later one follows (rules/student-collected.ts says the same). */
const IN_FORCE_MS = 12 * 3600_000;

export class ChildrenModel {
  readonly lists: ModelList[] = [];
  readonly handovers = new Map<string, ModelHandover[]>();
  readonly openAlarms = new Set<string>();

  constructor(readonly studentIds: readonly string[]) {
    for (const id of studentIds) this.handovers.set(id, []);
  }

  openHandover(studentId: string): ModelHandover | undefined {
    return this.handovers.get(studentId)!.find((h) => h.returned === null);
  }

  /** The handover that takes the child off the list, if any: the latest of those that do. */
  collectedOn(list: ModelList, studentId: string): ModelHandover | undefined {
    const holds = (h: ModelHandover, at: number) => h.collected <= at && (h.returned === null || h.returned > at);
    const inForce = (h: ModelHandover) =>
      h.collected > list.at &&
      h.collected < list.at + IN_FORCE_MS &&
      !this.lists.some((other) => other.id !== list.id && other.at > list.at && other.at <= h.collected) &&
      !(list.marks.get(studentId)?.status === 'present' && list.marks.get(studentId)!.markedAt < h.collected);
    const taking = this.handovers.get(studentId)!.filter((h) => holds(h, list.at) || holds(h, list.made) || inForce(h));
    return taking.sort((a, b) => b.collected - a.collected)[0];
  }

  /** What the list says of the child: the status and who took them. */
  recordOf(list: ModelList, studentId: string): { status: 'present' | 'absent'; collectedBy: string | null } {
    return { status: list.marks.get(studentId)?.status ?? 'absent', collectedBy: this.collectedOn(list, studentId)?.collector ?? null };
  }

  /** 'Obecni: present / total, collected odebrany'. */
  counts(list: ModelList): [number, number, number] {
    let present = 0;
    let total = 0;
    let collected = 0;
    for (const id of this.studentIds) {
      const record = this.recordOf(list, id);
      if (record.collectedBy !== null) collected++;
      else {
        total++;
        if (record.status === 'present') present++;
      }
    }
    return [present, total, collected];
  }
}

/** The moment a list's day and hour in Poland stand for. */
export function warsawInstant(date: string, time: string): number {
  const naive = Date.parse(`${date}T${time}:00Z`);
  const offsetOf = (at: number) => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Warsaw', timeZoneName: 'shortOffset' }).formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')!.value;
    const match = /GMT([+-]\d+)?/.exec(name);
    return Number(match?.[1] ?? 0) * 3600_000;
  };
  return naive - offsetOf(naive - offsetOf(naive));
}

/** A moment as a list's day and hour in Poland. */
export function warsawDayAndHour(at: number): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
