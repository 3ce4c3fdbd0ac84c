import { childMedicineLines, type EmergencyStudent } from '@wycieczki/shared';

/**
 * A child's 'Leki' on the karta alarmowa (issue 63): every medicine of 'Leki' ('Ventolin – 2 wdechy:
 * w razie potrzeby…; przyjmuje sam'), then the old free text, in the words the PDF prints. A copy kept
 * on the device by an older version has no `medicineEntries` yet: it says the free text alone.
 */
export function StudentMedicineLines({ student }: { student: Pick<EmergencyStudent, 'medicines'> & Partial<Pick<EmergencyStudent, 'medicineEntries'>> }) {
  const lines = childMedicineLines(student.medicineEntries ?? [], student.medicines);
  if (lines.length === 0) return null;
  if (lines.length === 1) return <p className="font-medium text-amber-800 wrap-anywhere">Leki: {lines[0]}</p>;
  return (
    <div className="font-medium text-amber-800">
      <p>Leki:</p>
      <ul className="list-disc pl-5">
        {lines.map((line, index) => (
          <li key={index} className="wrap-anywhere">
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}
