// Bank statements as Polish banks export them (issue 26), for the import's tests.

/** Windows-1250, as mBank and ING export: the Polish letters of these tests, the rest ASCII. */
export function cp1250(text: string): Uint8Array {
  const polish: Record<string, number> = { ą: 0xb9, ć: 0xe6, ę: 0xea, ł: 0xb3, ń: 0xf1, ó: 0xf3, ś: 0x9c, ź: 0x9f, ż: 0xbf, Ą: 0xa5, Ć: 0xc6, Ę: 0xca, Ł: 0xa3, Ń: 0xd1, Ó: 0xd3, Ś: 0x8c, Ź: 0x8f, Ż: 0xaf };
  return Uint8Array.from([...text].map((char) => polish[char] ?? char.charCodeAt(0)));
}

export const MBANK = [
  'mBank S.A. Bankowość Detaliczna;',
  'Skrytka Pocztowa 2108;',
  '#Klient;',
  'RADA RODZICÓW SP 3;',
  '',
  '#Data księgowania;#Data operacji;#Opis operacji;#Tytuł;#Nadawca/Odbiorca;#Numer konta;#Kwota;#Saldo po operacji;',
  "2026-11-02;2026-11-02;PRZELEW ZEWNĘTRZNY PRZYCHODZĄCY;\"Jan Kowalski kl. 4b Zakopane\";\"EWA KOWALSKA  UL. LIPOWA 3 KRAKÓW\";'28102029645040909381925554';350,00;1 350,00;",
  '2026-11-03;2026-11-03;PRZELEW WYCHODZĄCY;"Autokar zaliczka";"TRANS-BUS";\'61109010140000071219812874\';-1 000,00;350,00;',
  '2026-11-04;2026-11-04;PRZELEW ZEWNĘTRZNY PRZYCHODZĄCY;"wycieczka Nowak";"PIOTR NOWAK";\'28102029645040909381925554\';1 200,00;1 550,00;',
  '2026-11-05;2026-11-05;PRZELEW ZEWNĘTRZNY PRZYCHODZĄCY;"darowizna";"FIRMA XYZ";\'28102029645040909381925554\';100,00;1 650,00;',
  '',
  '#Saldo końcowe;1 650,00 PLN;',
].join('\r\n');

export const PKO = [
  '"Data operacji","Data waluty","Typ transakcji","Kwota","Waluta","Saldo po transakcji","Opis transakcji","","","",""',
  '"2026-11-02","2026-11-02","Przelew na konto","+350.00","PLN","+350.00","Rachunek nadawcy: 28 1020 2964 5040 9093 8192 5554","Nazwa nadawcy: EWA KOWALSKA","Adres nadawcy: UL. LIPOWA 3","Tytuł: Jan Kowalski kl. 4b Zakopane",""',
  '"2026-11-03","2026-11-03","Płatność kartą","-45.10","PLN","+304.90","Tytuł: 0000 SKLEP","","","",""',
].join('\n');

export const ING = [
  '"Lista transakcji"',
  '"Dokument nr 0123"',
  '',
  '"Data transakcji";"Data księgowania";"Dane kontrahenta";"Tytuł";"Nr rachunku";"Nazwa banku";"Szczegóły";"Nr transakcji";"Kwota transakcji (waluta rachunku)";"Waluta";"Kwota blokady/zwolnienie blokady";"Waluta";"Kwota płatności w walucie";"Waluta";"Konto";"Saldo po transakcji";"Waluta";;;',
  '2026-11-02;2026-11-02;"EWA KOWALSKA UL. LIPOWA 3";"Jan Kowalski kl. 4b Zakopane";"\'28102029645040909381925554\'";"mBank";"";"\'202611020001\'";350,00;PLN;;;;;"Rada";350,00;PLN;;;',
].join('\r\n');
