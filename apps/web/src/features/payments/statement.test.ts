import { describe, expect, it } from 'vitest';
import type { TripPayments } from '@wycieczki/shared';
import { statementCsv, statementTables } from './statement';

const data: TripPayments = {
  cost: { perStudent: 85000, instalments: [], account: null, payee: null, guardiansSeePayments: false },
  today: '2026-11-26',
  totals: { paid: 135000, cost: 170000, behind: 1, overpaid: 0 },
  canRecord: true,
  canSeeAmounts: true,
  students: [
    {
      studentId: 's1',
      name: 'Jan Kowalski',
      className: '4b',
      status: 'onTime',
      amounts: {
        cost: 85000,
        individualCost: null,
        individualCostNote: null,
        dueNow: 0,
        paid: 135000,
        balance: 50000,
        payments: [
          { id: 'p2', studentId: 's1', amount: 100000, paidOn: '2026-11-02', method: 'przelew', note: '=HYPERLINK("x")', recordedBy: 'Anna Nowak', recordedByGender: null, createdAt: '2026-11-02T10:00:00.000Z' },
          { id: 'p1', studentId: 's1', amount: 35000, paidOn: '2026-10-01', method: 'gotowka', note: 'koperta; od mamy', recordedBy: 'Anna Nowak', recordedByGender: null, createdAt: '2026-10-01T10:00:00.000Z' },
        ],
      },
    },
    { studentId: 's2', name: 'Ola Nowak', className: null, status: 'behind', amounts: { cost: 85000, individualCost: null, individualCostNote: null, dueNow: 0, paid: 0, balance: -85000, payments: [] } },
  ],
};

describe('the statement', () => {
  it('lists each student with totals, and each payment by date with their sum', () => {
    const [students, payments] = statementTables(data);
    expect(students!.rows).toHaveLength(3);
    expect(students!.rows[2]![0]).toEqual({ kind: 'text', value: 'Razem' });
    expect(payments!.rows.map((row) => row[0])).toEqual([
      { kind: 'date', value: '2026-10-01' },
      { kind: 'date', value: '2026-11-02' },
      { kind: 'text', value: 'Razem' },
    ]);
    expect(payments!.rows[2]![3]).toEqual({ kind: 'money', grosze: 135000 });
  });

  it('writes a CSV that Excel in Polish opens: BOM, semicolons, decimal commas, quoted separators, no formulas', () => {
    const csv = statementCsv('Zakopane 2099', statementTables(data));
    expect(csv.startsWith('\uFEFFZestawienie wpłat;Zakopane 2099\r\n')).toBe(true);
    expect(csv).toContain('Jan Kowalski;4b;850,00;0,00;1350,00;500,00;w terminie;');
    expect(csv).toContain('Ola Nowak;;850,00;0,00;0,00;-850,00;zalega;');
    expect(csv).toContain('01.10.2026;Jan Kowalski;4b;350,00;gotówka;"koperta; od mamy";Anna Nowak');
    expect(csv).toContain(`02.11.2026;Jan Kowalski;4b;1000,00;przelew;"'=HYPERLINK(""x"")";Anna Nowak`);
    expect(csv).toContain('Razem;2 wpłaty;;1350,00;;;');
  });
});
