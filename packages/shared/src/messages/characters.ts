// Issue 62: a text holding a character neither database stores (a NUL, or one half of a UTF-16
// surrogate pair on its own, as a text cut in the middle of an emoji has) is refused, naming its
// field. Part of MSG.

/**
 * Each text's name as its form labels it, by the name its 'too long' message has in MSG
 * ('firstNameTooLong' → firstName: 'Imię'). The builders of schemas/fields.ts are given that message
 * and find the field's own message by it: MSG.firstNameBadCharacter.
 */
const TEXT_FIELD_NAMES = {
  personName: 'Imię i nazwisko',
  firstName: 'Imię',
  lastName: 'Nazwisko',
  parentName: 'Imię i nazwisko',
  email: 'Email',
  password: 'Hasło',
  school: 'Nazwa szkoły',
  schoolName: 'Nazwa szkoły',
  schoolAddress: 'Adres szkoły',
  allergies: 'Alergie',
  diet: 'Dieta',
  medicines: 'Leki',
  className: 'Klasa',
  revealReason: 'Powód',
  roomNumber: 'Numer pokoju',
  attendanceName: 'Nazwa listy',
  meetingPlace: 'Miejsce zbiórki',
  tripName: 'Nazwa wycieczki',
  destination: 'Miejsce docelowe',
  tripAim: 'Cel wycieczki',
  tripRoute: 'Trasa',
  country: 'Kraj',
  transport: 'Środek transportu',
  meetingPoint: 'Zbiórka (miejsce i godzina)',
  returnPoint: 'Powrót (miejsce i przybliżona godzina)',
  consentClauses: 'Dodatkowe postanowienia szkoły',
  consentStatement: 'Dodatkowe zgody',
  extraNumberName: 'Nazwa numeru',
  programDestination: 'Miejscowość docelowa i powrotna',
  programText: 'Szczegółowy program',
  programStops: 'Nocleg, wyżywienie i przystanki (adresy)',
  message: 'Treść komunikatu',
  payee: 'Odbiorca przelewu',
  paymentNote: 'Notatka',
  statementTitle: 'Tytuł przelewu',
  expenseDocument: 'Numer dokumentu',
  settlementNote: 'Uwagi do rozliczenia',
  returnComment: 'Co trzeba poprawić?',
  alarmNote: 'Gdzie i jak odnaleziono?',
  handoverCollectorName: 'Imię i nazwisko',
  handoverPlace: 'Miejsce odbioru',
  pickupPersonName: 'Imię i nazwisko',
  pickupRelation: 'Kim jest dla dziecka',
  pickupDocument: 'Dokument tożsamości',
  medicineName: 'Nazwa leku',
  medicineDose: 'Dawka',
  medicineNotes: 'Uwagi',
  carrier: 'Przewoźnik',
  checkPlace: 'Miejsce kontroli',
  insurer: 'Ubezpieczyciel',
  policyNumber: 'Numer polisy',
} as const;

export type TextField = keyof typeof TEXT_FIELD_NAMES;

/** The texts that have a name (and so a message of their own), in the order above. */
export const TEXT_FIELDS = Object.keys(TEXT_FIELD_NAMES) as TextField[];

/** What to do is to type it again: the character is often invisible (pasted from another program). */
function badCharacter(fieldName: string): string {
  return `Pole „${fieldName}” zawiera niedozwolony znak (np. niewidoczny, z wklejonego tekstu). Wpisz je ponownie.`;
}

type BadCharacterMessages = { readonly [F in TextField as `${F}BadCharacter`]: string };

export const CHARACTERS_MSG = {
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [`${field}BadCharacter`, badCharacter(TEXT_FIELD_NAMES[field])])) as BadCharacterMessages),
  /** A text no field's own check saw: the server's net under the schemas (its body parser), or a text with no name (a search). */
  textBadCharacter: 'Przesłane dane zawierają niedozwolony znak (np. niewidoczny, z wklejonego tekstu). Wpisz je ponownie.',
};
