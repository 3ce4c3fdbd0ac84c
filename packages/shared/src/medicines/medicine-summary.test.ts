import { describe, expect, it } from 'vitest';
import type { ChildMedicine } from '../types/care';
import { childMedicineLines, medicineSummaryLine } from './medicine-summary';

function medicine(overrides: Partial<ChildMedicine> = {}): ChildMedicine {
  return { name: 'Zyrtec', dose: '1 tabletka', times: ['08:00', '21:30'], asNeeded: false, maxPerDay: null, givenBy: 'guardian', fromDate: null, untilDate: null, ...overrides };
}

const VENTOLIN = medicine({ name: 'Ventolin', dose: '2 wdechy', times: [], asNeeded: true, maxPerDay: 4, givenBy: 'self' });

describe("a child's medicines in words (the karta alarmowa)", () => {
  it('name the medicine, its dose, its hours or "w razie potrzeby", who takes it alone, and a course shorter than the trip', () => {
    expect(medicineSummaryLine(medicine())).toBe('Zyrtec – 1 tabletka: 08:00, 21:30');
    expect(medicineSummaryLine(VENTOLIN)).toBe('Ventolin – 2 wdechy: w razie potrzeby, najwyżej 4 × dziennie; przyjmuje sam');
    expect(medicineSummaryLine(medicine({ name: 'Amoksiklav', dose: '5 ml', times: ['08:00', '20:00'], fromDate: '2026-12-02', untilDate: '2026-12-03' }))).toBe(
      'Amoksiklav – 5 ml: 08:00, 20:00; od 02.12 do 03.12',
    );
    expect(medicineSummaryLine(medicine({ untilDate: '2026-12-03', givenBy: 'self' }))).toBe('Zyrtec – 1 tabletka: 08:00, 21:30; przyjmuje sam; do 03.12');
    expect(medicineSummaryLine(medicine({ fromDate: '2026-12-02' }))).toBe('Zyrtec – 1 tabletka: 08:00, 21:30; od 02.12');
  });

  it("list every medicine, then the old free text unless it only names them again", () => {
    expect(childMedicineLines([], null)).toEqual([]);
    expect(childMedicineLines([], '  ')).toEqual([]);
    expect(childMedicineLines([], 'Ventolin przy duszności')).toEqual(['Ventolin przy duszności']);
    expect(childMedicineLines([medicine(), VENTOLIN], null)).toEqual(['Zyrtec – 1 tabletka: 08:00, 21:30', 'Ventolin – 2 wdechy: w razie potrzeby, najwyżej 4 × dziennie; przyjmuje sam']);
    // Saying more than the names: kept whole, after the medicines.
    expect(childMedicineLines([VENTOLIN], ' Ventolin przy duszności ')).toEqual([medicineSummaryLine(VENTOLIN), 'Ventolin przy duszności']);
    expect(childMedicineLines([medicine()], 'Zyrtec, Euthyrox')).toEqual([medicineSummaryLine(medicine()), 'Zyrtec, Euthyrox']);
    // Only the names (any case, any separator), or a line of the list copied: said once.
    for (const note of ['ventolin', 'Zyrtec, Ventolin.', 'ZYRTEC;\nventolin', medicineSummaryLine(VENTOLIN)]) {
      expect(childMedicineLines([medicine(), VENTOLIN], note), note).toHaveLength(2);
    }
  });
});
