/** A valid PESEL for the birth date (YYYY-MM-DD, 1900–2099) and sex; the serial's three digits default to 123. */
export function validPesel(birthDate: string, sex: 'F' | 'M', serial = '123'): string {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const encodedMonth = month + (year >= 2000 ? 20 : 0);
  const base = `${String(year % 100).padStart(2, '0')}${String(encodedMonth).padStart(2, '0')}${String(day).padStart(2, '0')}${serial}${sex === 'M' ? 5 : 4}`;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(base[i]), 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}
