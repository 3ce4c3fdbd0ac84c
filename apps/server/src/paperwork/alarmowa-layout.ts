import { childMedicineLines, GENERAL_EMERGENCY, MEDICAL_CONSENT_WARNINGS, numberLine, numbersToDial, standingLines, type EmergencyCard } from '@wycieczki/shared';
import { a4Document, type Content, type DocDefinition, type TableCell } from './doc-definition';
import { polishDate } from './layout-common';

/**
 * What 'Karta alarmowa (PDF)' prints (issue 31): the trip, the numbers to dial (112 first and largest),
 * the guardians with their phones, tonight's lodging, and each child with the class, the room and
 * what a guardian needs to know in an emergency, every medicine named as on the screen. Never a PESEL, never a parent's phone: a printed
 * sheet is left on a coach seat; the numbers of parents stay behind 'Pokaż telefon rodzica'.
 */
export type AlarmowaPrint = Pick<EmergencyCard, 'tripName' | 'inMountains' | 'nearWater' | 'extraNumbers' | 'contacts' | 'lodging' | 'insurance'> & {
  startDate: string;
  endDate: string;
  students: Pick<EmergencyCard['students'][number], 'name' | 'className' | 'roomNumber' | 'allergies' | 'diet' | 'medicines' | 'medicineEntries' | 'medicalConsent' | 'standing'>[];
};

const header = (texts: string[]): TableCell[] => texts.map((text) => ({ text, style: 'tableHeader' }));

function numbers(card: AlarmowaPrint): Content {
  const more = numbersToDial(card);
  return {
    stack: [
      { text: [{ text: '112', fontSize: 40, bold: true }, { text: `   ${GENERAL_EMERGENCY.label}`, fontSize: 12 }], margin: [0, 0, 0, 4] },
      ...more.map((line) => ({ text: numberLine(line), fontSize: 13, bold: true, margin: [0, 0, 0, 2] as [number, number, number, number] })),
    ],
    margin: [0, 0, 0, 12],
  };
}

/** 'Ubezpieczenie' (issue 54), when given: the insurer's assistance line large, to call from abroad, then the policy. */
function insurance(card: AlarmowaPrint): Content[] {
  const policy = card.insurance;
  if (!policy) return [];
  const kinds = [policy.nnw ? 'NNW' : null, policy.medical ? 'koszty leczenia (KL)' : null].filter(Boolean).join(', ');
  return [
    { text: 'Ubezpieczenie', style: 'heading' },
    { text: [{ text: policy.emergencyPhone, fontSize: 13, bold: true }, { text: '   telefon alarmowy ubezpieczyciela', fontSize: 10 }], margin: [0, 0, 0, 2] },
    {
      text: `${policy.insurer}, polisa nr ${policy.policyNumber}, ważna ${polishDate(policy.validFrom)} – ${polishDate(policy.validUntil)}${kinds ? `; ${kinds}` : ''}`,
      margin: [0, 0, 0, 4],
    },
  ];
}

function nameCell(student: AlarmowaPrint['students'][number]): TableCell {
  const notes = [
    ...(student.medicalConsent === 'given' ? [] : [{ text: MEDICAL_CONSENT_WARNINGS[student.medicalConsent], bold: true, fontSize: 8 }]),
    ...standingLines(student.standing).map((line) => ({ text: line, bold: true, fontSize: 8 })),
  ];
  return notes.length === 0 ? student.name : { stack: [student.name, ...notes] };
}

export function kartaAlarmowa(card: AlarmowaPrint): DocDefinition {
  const contacts: TableCell[][] = card.contacts.map((contact) => [
    contact.name + (contact.isLeader ? ' (kierownik)' : ''),
    contact.phone ?? '—',
  ]);
  const students: TableCell[][] = card.students.map((student, index) => [
    String(index + 1),
    // A missing or refused answer on medical help (issue 48) stands under the name, where a guardian looks
    // first; so does a child with a parent now, or missing (issue 63), as the screen says it.
    nameCell(student),
    student.className ?? '',
    student.roomNumber ?? '',
    student.allergies ?? '',
    student.diet ?? '',
    // A medicine a line ('Ventolin – 2 wdechy: w razie potrzeby…'), the old free text last, as the screen says them.
    { stack: childMedicineLines(student.medicineEntries, student.medicines).map((line) => ({ text: line, margin: [0, 0, 0, 1] as [number, number, number, number] })) },
  ]);
  return a4Document(
    `Karta alarmowa – ${card.tripName}`,
    {
      margins: [36, 36, 36, 44],
      fontSize: 9.5,
      styles: {
        title: { fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 2] },
        subtitle: { fontSize: 10, alignment: 'center', margin: [0, 0, 0, 12] },
        heading: { fontSize: 11, bold: true, margin: [0, 8, 0, 4] },
        tableHeader: { bold: true, fontSize: 8.5, fillColor: '#eeeeee' },
        table: { fontSize: 9 },
      },
    },
    [
      { text: 'KARTA ALARMOWA', style: 'title' },
      { text: `${card.tripName}, ${polishDate(card.startDate)} – ${polishDate(card.endDate)}`, style: 'subtitle' },
      { text: 'Numery alarmowe', style: 'heading' },
      numbers(card),
      ...insurance(card),
      { text: 'Opiekunowie', style: 'heading' },
      { table: { headerRows: 1, widths: ['*', 150], body: [header(['Imię i nazwisko', 'Telefon']), ...contacts] }, style: 'table' },
      { text: 'Nocleg', style: 'heading' },
      card.lodging ? `${polishDate(card.lodging.day)}: ${card.lodging.text}` : 'Program wycieczki nie podaje adresu noclegu.',
      { text: 'Uczniowie', style: 'heading' },
      card.students.length === 0
        ? 'Wycieczka nie ma jeszcze uczniów.'
        : {
            table: {
              headerRows: 1,
              dontBreakRows: true,
              // Fixed, to the page's width (523 pt less 64 of the cells' padding and lines): a '*' column grows to its
              // widest word, and a name of the longest ('…Brzęczyszczykiewicz_von_…') pushed 'Leki' off the page.
              widths: [18, 112, 28, 32, 84, 54, 131],
              body: [header(['Lp.', 'Uczeń', 'Klasa', 'Pokój', 'Alergie', 'Dieta', 'Leki']), ...students],
            },
            style: 'table',
          },
      // No arrow: the documents' font has none (issue 48: it printed as an empty box).
      { text: 'Telefony rodziców są w aplikacji: ekran „Karta alarmowa”, przycisk „Pokaż telefon rodzica”.', fontSize: 8, italics: true, color: '#444444', margin: [0, 8, 0, 0] },
    ],
  );
}
