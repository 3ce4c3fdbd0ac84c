import { describe, expect, it } from 'vitest';
import {
  dueBy,
  formatAccount,
  formatZloty,
  isValidPolishAccount,
  normalizeAccount,
  parseZloty,
  studentBalance,
  studentInstalments,
  transferCodeTitle,
  transferTitle,
  zbpTransferString,
  type CostPlan,
} from './money';
import { costFromForm, paymentSchema, tripCostFormSchema, tripCostSchema } from './schemas/payments';
import { MSG } from './messages';

describe('amounts in grosze', () => {
  it('reads what a teacher types, exactly', () => {
    expect(parseZloty('850')).toBe(85000);
    expect(parseZloty('850,00')).toBe(85000);
    expect(parseZloty('850.5')).toBe(85050);
    expect(parseZloty('1 234,50')).toBe(123450);
    expect(parseZloty('1\u00a0234,50 zł')).toBe(123450);
    expect(parseZloty(' 0,01 ')).toBe(1);
    // 0.1 + 0.2 is no problem in grosze: 0,29 stays 29, never 28.999….
    expect(parseZloty('0,29')).toBe(29);
    expect(parseZloty('1,005')).toBeNull();
    expect(parseZloty('-5')).toBeNull();
    expect(parseZloty('12,3,4')).toBeNull();
    expect(parseZloty('1 23,00')).toBeNull();
    expect(parseZloty('')).toBeNull();
    expect(parseZloty('abc')).toBeNull();
  });

  it('shows them the Polish way, with a space between thousands that never breaks a line', () => {
    const unbroken = (text: string) => text.replace(/ /g, '\u00a0');
    expect(formatZloty(123450)).toBe(unbroken('1 234,50 zł'));
    expect(formatZloty(2550000)).toBe(unbroken('25 500,00 zł'));
    expect(formatZloty(5)).toBe(unbroken('0,05 zł'));
    expect(formatZloty(0)).toBe(unbroken('0,00 zł'));
    expect(formatZloty(-1250)).toBe(unbroken('-12,50 zł'));
    expect(formatZloty(1_000_000_00)).toBe(unbroken('1 000 000,00 zł'));
    expect(formatZloty(123450)).not.toContain(' ');
  });
});

describe('Polish account numbers', () => {
  it('pass the IBAN check when the check digits are right', () => {
    expect(isValidPolishAccount('61109010140000071219812874')).toBe(true);
    expect(isValidPolishAccount('PL61 1090 1014 0000 0712 1981 2874')).toBe(true);
    expect(isValidPolishAccount('28 1020 2964 5040 9093 8192 5554')).toBe(true);
    expect(normalizeAccount('pl61-1090-1014-0000-0712-1981-2874')).toBe('61109010140000071219812874');
  });

  it('fail it for a mistyped or swapped digit, a wrong length or letters', () => {
    expect(isValidPolishAccount('61109010140000071219812875')).toBe(false);
    expect(isValidPolishAccount('61109010140000071219818274')).toBe(false);
    expect(isValidPolishAccount('16109010140000071219812874')).toBe(false);
    expect(isValidPolishAccount('6110901014000007121981287')).toBe(false);
    expect(isValidPolishAccount('DE61109010140000071219812874')).toBe(false);
    expect(isValidPolishAccount('')).toBe(false);
  });

  it('print in groups of four after the check digits', () => {
    expect(formatAccount('61109010140000071219812874')).toBe('61 1090 1014 0000 0712 1981 2874');
  });
});

const plan: CostPlan = {
  perStudent: 85000,
  instalments: [
    { amount: 35000, dueDate: '2026-10-01' },
    { amount: 50000, dueDate: '2026-12-01' },
  ],
  startDate: '2027-01-10',
};

describe('what a student owes', () => {
  it('is due instalment by instalment, the due day included', () => {
    expect(dueBy(plan.instalments, '2026-09-30')).toBe(0);
    expect(dueBy(plan.instalments, '2026-10-01')).toBe(35000);
    expect(dueBy(plan.instalments, '2026-12-01')).toBe(85000);
  });

  it('is the whole cost on the first day of the trip without instalments', () => {
    const single = { ...plan, instalments: [] };
    expect(studentInstalments(single, null)).toEqual([{ amount: 85000, dueDate: '2027-01-10' }]);
    expect(studentBalance(single, null, 0, '2027-01-09').status).toBe('onTime');
    expect(studentBalance(single, null, 0, '2027-01-10').status).toBe('behind');
  });

  it('takes a lower individual cost off the last instalments first, and adds a higher one to the last', () => {
    expect(studentInstalments(plan, 60000)).toEqual([
      { amount: 35000, dueDate: '2026-10-01' },
      { amount: 25000, dueDate: '2026-12-01' },
    ]);
    expect(studentInstalments(plan, 20000)).toEqual([{ amount: 20000, dueDate: '2026-10-01' }]);
    expect(studentInstalments(plan, 90000)).toEqual([
      { amount: 35000, dueDate: '2026-10-01' },
      { amount: 55000, dueDate: '2026-12-01' },
    ]);
    expect(studentInstalments(plan, 0)).toEqual([]);
    expect(studentBalance(plan, 0, 0, '2026-11-26').status).toBe('free');
  });

  it('says who is behind, on time, paid up or overpaid, and what to pay now', () => {
    expect(studentBalance(plan, null, 0, '2026-11-26')).toEqual({
      cost: 85000,
      dueNow: 35000,
      paid: 0,
      balance: -85000,
      status: 'behind',
      toPayNow: 35000,
      toPayBy: '2026-11-26',
    });
    // The first instalment paid: the rest of the next one is what to pay, by its date.
    expect(studentBalance(plan, null, 35000, '2026-11-26')).toMatchObject({ status: 'onTime', toPayNow: 50000, toPayBy: '2026-12-01' });
    expect(studentBalance(plan, null, 40000, '2026-11-26')).toMatchObject({ status: 'onTime', toPayNow: 45000, toPayBy: '2026-12-01' });
    expect(studentBalance(plan, null, 85000, '2026-11-26')).toMatchObject({ status: 'paid', balance: 0, toPayNow: 0, toPayBy: null });
    expect(studentBalance(plan, null, 85001, '2026-11-26')).toMatchObject({ status: 'overpaid', balance: 1, toPayNow: 0 });
    expect(studentBalance(plan, 60000, 50000, '2026-12-02')).toMatchObject({ status: 'behind', toPayNow: 10000, balance: -10000 });
  });
});

describe('the ZBP 2D transfer code', () => {
  const account = '61109010140000071219812874';

  it('has nine fields: no NIP, PL, the account, six digits of grosze, the recipient, the title and three reserved', () => {
    expect(zbpTransferString({ account, amount: 35000, recipient: 'Rada Rodziców', title: 'Jan Kowalski kl. 4b Zakopane' })).toBe(
      '|PL|61109010140000071219812874|035000|Rada Rodziców|Jan Kowalski kl. 4b Zakopane|||',
    );
    expect(zbpTransferString({ account: 'PL61 1090 1014 0000 0712 1981 2874', amount: 1, recipient: 'R', title: 'T' })).toBe(
      '|PL|61109010140000071219812874|000001|R|T|||',
    );
  });

  it('pads the amount to six digits and carries nothing above 9 999,99 zł', () => {
    expect(zbpTransferString({ account, amount: 999999, recipient: 'R', title: 'T' })).toContain('|999999|');
    expect(zbpTransferString({ account, amount: 1000000, recipient: 'R', title: 'T' })).toBeNull();
    expect(zbpTransferString({ account, amount: -1, recipient: 'R', title: 'T' })).toBeNull();
    expect(zbpTransferString({ account: '123', amount: 100, recipient: 'R', title: 'T' })).toBeNull();
  });

  it('keeps the recipient within 20 characters and the title within 32, Polish letters included, and drops what the standard does not take', () => {
    const code = zbpTransferString({
      account,
      amount: 100,
      recipient: 'Rada Rodziców Szkoły Podstawowej nr 3 w Łodzi',
      title: 'Żółć „gęślą” | jaźń: Wycieczka (Zakopane) 2026 – Łucja Ćwik',
    })!;
    const fields = code.split('|');
    expect(fields).toHaveLength(9);
    expect(fields[4]).toBe('Rada Rodziców Szkoły');
    expect(fields[5]!.length).toBeLessThanOrEqual(32);
    expect(fields[5]).toBe('Żółć gęślą jaźń Wycieczka Zakopa');
  });

  it("names the child first in the code's title, so a bank statement still says who paid", () => {
    expect(transferTitle('Zakopane 2026', 'Jan Kowalski', '4b')).toBe('Wycieczka Zakopane 2026 – Jan Kowalski, kl. 4b');
    expect(transferTitle('Wycieczka do Krakowa', 'Jan Kowalski', null)).toBe('Wycieczka do Krakowa – Jan Kowalski');
    expect(transferCodeTitle('Zakopane 2026', 'Jan Kowalski', '4b')).toBe('Jan Kowalski kl. 4b Zakopane');
    expect(transferCodeTitle('Kraków', 'Jan Kowalski', '4b')).toBe('Jan Kowalski kl. 4b Kraków');
    expect(transferCodeTitle('Wycieczka do Krakowa i Wieliczki', 'Maria Konstancja Wiśniewska-Brzęczyszczykiewicz', '8c')).toBe(
      'Maria Konstancja Wiśniewska-Brzę',
    );
  });
});

describe('the cost and payment schemas', () => {
  const valid = { perStudent: 85000, instalments: [{ amount: 35000, dueDate: '2026-10-01' }, { amount: 50000, dueDate: '2026-12-01' }], account: 'PL61 1090 1014 0000 0712 1981 2874', payee: 'Rada Rodziców' };

  it('takes a cost whose instalments add up, and stores the account as its digits', () => {
    const parsed = tripCostSchema.safeParse(valid);
    expect(parsed.success && parsed.data.account).toBe('61109010140000071219812874');
    expect(parsed.success && parsed.data.guardiansSeePayments).toBe(false);
  });

  it('refuses instalments that do not add up, a wrong account, an account without a recipient and amounts that are not grosze', () => {
    const message = (input: unknown) => {
      const parsed = tripCostSchema.safeParse(input);
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    expect(message({ ...valid, perStudent: 90000 })?.replace(/\u00a0/g, ' ')).toBe('Raty muszą sumować się do kosztu na ucznia: suma rat 850,00 zł, koszt 900,00 zł');
    expect(message({ ...valid, account: '61109010140000071219812875' })).toBe(MSG.accountInvalid);
    expect(message({ ...valid, payee: '' })).toBe(MSG.payeeRequired);
    expect(message({ ...valid, perStudent: 850.5, instalments: [] })).toBe(MSG.amountInvalid);
    expect(message({ ...valid, perStudent: 0, instalments: [] })).toBe(MSG.amountNotPositive);
    expect(message({ ...valid, perStudent: 10_000_001, instalments: [] })).toBe(MSG.amountTooLarge);
    expect(message({ ...valid, perStudent: '85000', instalments: [] })).toBe(MSG.amountInvalid);
  });

  it("turns the edit dialog's typed amounts into grosze, and no cost into null", () => {
    const form = { perStudent: '850,00', instalments: [{ amount: '350', dueDate: '2026-10-01' }, { amount: '500,00', dueDate: '2026-12-01' }], account: '', payee: '', guardiansSeePayments: false };
    expect(tripCostFormSchema.safeParse(form).success).toBe(true);
    expect(costFromForm(form)).toMatchObject({ perStudent: 85000, instalments: [{ amount: 35000 }, { amount: 50000 }], account: null });
    expect(costFromForm({ ...form, perStudent: '', instalments: [] })).toBeNull();
    const bad = tripCostFormSchema.safeParse({ ...form, perStudent: '', account: '61109010140000071219812874' });
    expect(bad.success ? null : bad.error.issues[0]!.message).toBe(MSG.costRequired);
    const sum = tripCostFormSchema.safeParse({ ...form, perStudent: '900' });
    expect(sum.success ? null : sum.error.issues[0]!.message.replace(/\u00a0/g, ' ')).toContain('suma rat 850,00 zł');
  });

  it('refuses a payment without a student, with a wrong method or amount', () => {
    const payment = { studentId: '00000000-0000-4000-8000-000000000001', amount: 20000, paidOn: '2026-11-20', method: 'gotowka' };
    expect(paymentSchema.safeParse(payment).success).toBe(true);
    const message = (input: unknown) => {
      const parsed = paymentSchema.safeParse(input);
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    expect(message({ ...payment, studentId: 'x' })).toBe(MSG.paymentStudentRequired);
    expect(message({ ...payment, method: 'karta' })).toBe(MSG.paymentMethodInvalid);
    expect(message({ ...payment, amount: -100 })).toBe(MSG.amountNotPositive);
    expect(message({ ...payment, paidOn: '2026-02-30' })).toBe(MSG.dateInvalid);
  });
});
