import type { StudentHandover } from '@wycieczki/shared';
import { describe, expect, it } from 'vitest';
import { confirmationText, openByStudent } from './handovers';

const handover = (studentId: string, returnedAt: string | null, confirmedVia: 'link' | 'code' | null = null): StudentHandover => ({
  id: `h-${studentId}-${returnedAt ?? 'open'}`,
  studentId,
  studentName: studentId,
  collectorKind: 'parent',
  collectorName: 'Maria Kot',
  collectedAt: '2026-05-11T12:30:00.000Z',
  place: 'hotel',
  recordedByName: 'Anna Nowak',
  recordedByGender: null,
  confirmedAt: confirmedVia ? '2026-05-11T12:35:00.000Z' : null,
  confirmedVia,
  returnedAt,
  returnedByName: returnedAt ? 'Anna Nowak' : null,
});

describe("the children a parent has now ('Odbiór przez rodzica', issue 54)", () => {
  it('are those whose handover is open; a return to the group ends it', () => {
    const open = openByStudent([handover('kasia', null), handover('jan', '2026-05-11T15:00:00.000Z'), handover('jan', null), handover('ola', '2026-05-11T15:00:00.000Z')]);
    expect([...open.keys()].sort()).toEqual(['jan', 'kasia']);
    expect(openByStudent([]).size).toBe(0);
  });

  it('say what the parent said of it', () => {
    expect(confirmationText(handover('kasia', null))).toBe('czeka na potwierdzenie rodzica');
    expect(confirmationText(handover('kasia', null, 'link'))).toBe('potwierdzone przez rodzica');
    expect(confirmationText(handover('kasia', null, 'code'))).toBe('potwierdzone kodem od rodzica');
  });
});
