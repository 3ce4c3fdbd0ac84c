import { describe, expect, it } from 'vitest';
import { createOutbox, type DoseChange, type OutboxChange, type OutboxState, type SendResult } from './outbox';

// 'Leki' (issue 54): a dose's mark goes through the device's outbox as a roll-call mark does.

function setUp() {
  let saved: OutboxState | undefined;
  const sent: OutboxChange[] = [];
  let answer: () => SendResult = () => ({ kind: 'later' });
  const outbox = createOutbox({
    storage: {
      read: async () => (saved ? structuredClone(saved) : undefined),
      write: async (state) => {
        saved = structuredClone(state);
      },
    },
    send: async (change) => {
      const result = answer();
      if (result.kind === 'sent') sent.push(change);
      return result;
    },
    exclusive: (_name, task) => task(),
    now: () => new Date('2027-05-11T18:10:00Z'),
  });
  return { outbox, sent, online: () => (answer = () => ({ kind: 'sent', answer: null })), stored: () => saved };
}

let n = 0;
function dose(status: DoseChange['dose']['status'], scheduledTime: string | null = '20:00', medicineId = 'inhaler'): DoseChange {
  n += 1;
  return {
    kind: 'dose',
    id: `d${n}`,
    userId: 'u1',
    tripId: 't1',
    dose: { medicineId, doseDay: '2027-05-11', scheduledTime, status, markedAt: `2027-05-11T18:${String(n).padStart(2, '0')}:00Z` },
    label: 'Lek: Zofia Kowalska, 20:00',
  };
}

describe("a dose's mark in the outbox", () => {
  it('waits with no network, kept in storage, and is sent once when the network returns', async () => {
    const { outbox, sent, online, stored } = setUp();
    const given = dose('given');
    await outbox.add(given);
    expect(await outbox.flush('u1')).toBe('later');
    expect(stored()?.pending.map((c) => c.id)).toEqual([given.id]);
    online();
    expect(await outbox.flush('u1')).toBe('done');
    expect(await outbox.flush('u1')).toBe('done');
    expect(sent.map((c) => c.id)).toEqual([given.id]);
    expect(outbox.getState().pending).toEqual([]);
  });

  it("keeps only the last unsent mark of a dose at a fixed hour, and every dose 'w razie potrzeby'", async () => {
    const { outbox } = setUp();
    await outbox.add(dose('refused'));
    const changed = dose('given');
    await outbox.add(changed);
    const other = dose('given', '08:00');
    const asNeeded = [dose('given', null, 'painkiller'), dose('given', null, 'painkiller')];
    for (const change of [other, ...asNeeded]) await outbox.add(change);
    expect(outbox.getState().pending.map((c) => c.id)).toEqual([changed.id, other.id, ...asNeeded.map((c) => c.id)]);
  });
});
