import { MASKED, type Student } from '@wycieczki/shared';
import type { StudentRow } from './students.repo';

/**
 * The one place a stored student becomes what the API sends. For anyone but the trip's creator,
 * PESEL and the parent phones are always the placeholder, whether a value is stored or not, so even
 * their presence is not revealed.
 */
export function toApiStudent(row: StudentRow, canSeeSensitive: boolean): Student {
  return {
    id: row.id,
    tripId: row.tripId,
    name: row.name,
    sex: row.sex,
    present: row.present,
    pesel: canSeeSensitive ? row.pesel : MASKED,
    parentPhone: canSeeSensitive ? row.parentPhone : MASKED,
    allergies: row.allergies,
    diet: row.diet,
    medicines: row.medicines,
    roomId: row.roomId,
    roomNumber: row.roomNumber,
    className: row.className,
    disability: row.disability,
    consent: row.consent,
    consentDate: row.consentDate,
    medicalConsent: row.medicalConsent,
    consentExtra: row.consentExtra,
    parentPhone2: canSeeSensitive ? row.parentPhone2 : MASKED,
    parentFilledAt: row.parentFilledAt,
    parentFilledFields: row.parentFilledFields,
    consentOnlineAt: row.consentOnlineAt,
    consentBy: row.consentBy,
    consentLanguage: row.consentLanguage,
    groupGuardianId: row.groupGuardianId,
    badgeCode: row.badgeCode,
  };
}
