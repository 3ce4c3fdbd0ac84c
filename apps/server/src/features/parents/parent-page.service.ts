import {
  answeredStatements,
  consentStatementKey,
  MASKED,
  MSG,
  PARENT_DATA_FIELDS,
  PARENT_DATA_LABELS,
  type ParentDataField,
  type ParentView,
  type ParentWishesInput,
  type ParentLanguageInput,
  type ParentHandoverConfirmInput,
  type MedicineValues,
  type pickupPersonSchema,
  type TripMessage,
  type parentConsentSchema,
  type parentDataSchema,
} from '@wycieczki/shared';
import type { z } from 'zod';
import { recordSensitiveReads } from '../../audit/sensitive-reads';
import type { Db, Tx } from '../../db/client';
import { errors } from '../../lib/errors';
import { warsawDate } from '../../lib/warsaw-date';
import { type TripWriter, parentActorName } from '../../write/trip-write';
import { consentParagraphs } from '../../paperwork/consents-layout';
import { readParentPaperwork } from '../../paperwork/paperwork.repo';
import { createMessagesService } from '../messages/messages.service';
import { createPaymentsService } from '../payments/payments.service';
import { LINK_SECRET_PATTERN, type LinkSecrets } from '../../lib/link-secrets';
import { parentRoomingView, saveWishesFromParent } from '../rooming/rooming.service';
import { createParentPickup } from '../handovers/parent-pickup';
import { createParentMedicines } from '../medicines/parent-medicines';
import { consentFingerprint, consentTranslation } from '../../paperwork/consent-translation';
import { findConsentStatements, setLinkLanguage, findLinkByHash, findTripStart, readChild, writeChildData, writeOnlineConsent, type ChildData, type OpenedLink } from './parents.repo';

type ParentData = z.output<typeof parentDataSchema>;
type ParentConsent = z.output<typeof parentConsentSchema>;
type PickupPersonValues = z.output<typeof pickupPersonSchema>;

const expired = () => errors.notFound(MSG.parentLinkExpired);

/** A parent's save in the trip's access log: who ('Rodzic: …'), whose data, and what was written, never the values. */
function recordParentWrite(tx: Tx, link: OpenedLink, what: string): Promise<void> {
  return recordSensitiveReads(tx, {
    userId: null,
    readerName: parentActorName(link.studentName),
    tripId: link.tripId,
    kind: 'parent',
    students: [{ id: link.studentId, name: link.studentName }],
    reason: what,
  });
}

/**
 * The parent page (issue 25, decision 022): what a parent link opens. It reads and writes only its
 * own child, and only 'Dane dziecka' and 'Zgoda'; every write goes through the write path in the
 * parent's name ('Rodzic: …'), into the feed and the access log, without values.
 */
export function createParentPageService({ db, writer, secrets }: { db: Db; writer: TripWriter; secrets: LinkSecrets }) {
  const messages = createMessagesService({ db, writer, links: secrets });
  const payments = createPaymentsService({ db, writer });
  // 'Odbiór dziecka' (issue 54).
  const pickup = createParentPickup({ db, writer });
  // 'Leki' (issue 54).
  const medicines = createParentMedicines({ db, writer });

  /** The link a secret opens, or null: unknown, revoked, or its trip's data erased. */
  async function find(secret: string): Promise<OpenedLink | null> {
    if (!LINK_SECRET_PATTERN.test(secret)) return null;
    return findLinkByHash(db, secrets.hashOf(secret));
  }

  async function view(link: OpenedLink): Promise<ParentView> {
    const [paperwork, child, news, money, roomingView, pickupView, medicineList] = await Promise.all([
      readParentPaperwork(db, link.tripId),
      readChild(db, link.studentId),
      messages.ofTrip(link.tripId),
      payments.ofParent(link.tripId, link.studentId),
      parentRoomingView(db, link.tripId, link.studentId),
      pickup.view(link),
      medicines.view(link),
    ]);
    if (!paperwork || !child) throw expired();
    const statements = consentParagraphs(paperwork, child);
    const language = link.language ?? 'pl';
    const extra = answeredStatements(paperwork.consentStatements, child.consentExtra);
    const translation = consentTranslation(paperwork, child, language);
    return {
      trip: {
        name: paperwork.name,
        destination: paperwork.destination,
        startDate: paperwork.startDate,
        endDate: paperwork.endDate,
        meetingPoint: paperwork.meetingPoint,
        returnPoint: paperwork.returnPoint,
        leaderName: paperwork.leader?.fullName || null,
        leaderPhone: paperwork.leader?.phone ?? null,
        program: paperwork.program.map(({ day, departureTime, arrivalTime, destination, program: text }) => ({ day, departureTime, arrivalTime, destination, program: text })),
      },
      student: {
        name: child.name,
        className: child.className,
        allergies: child.allergies,
        diet: child.diet,
        medicines: child.medicines,
        hasParentPhone: child.parentPhone !== null,
        hasParentPhone2: child.parentPhone2 !== null,
        hasPesel: child.pesel !== null,
        filledAt: child.parentFilledAt?.toISOString() ?? null,
      },
      consent: {
        status: child.consent,
        medical: child.medicalConsent,
        onlineAt: child.consentOnlineAt?.toISOString() ?? null,
        by: child.consentOnlineAt ? child.consentBy : null,
        open: warsawDate() < paperwork.startDate,
        participationText: statements.participation,
        medicalText: statements.medical,
        extra,
        text: statements.rest,
        translation,
        fingerprint: consentFingerprint({ participation: statements.participation, medical: statements.medical, extra: extra.map((e) => e.text), rest: statements.rest }, translation, language),
        answeredIn: child.consentOnlineAt ? child.consentLanguage : null,
      },
      messages: news,
      payments: money,
      rooming: roomingView,
      pickup: pickupView,
      medicines: medicineList,
      language: link.language,
    };
  }

  return {
    find,
    view,

    /** 'Zapisz dane': what the parent sent, absent or masked fields left as they are. */
    async saveData(link: OpenedLink, input: ParentData): Promise<ParentView> {
      const values: ChildData = {};
      const written: ParentDataField[] = [];
      for (const field of PARENT_DATA_FIELDS) {
        const value = input[field];
        if (value === undefined || value === MASKED) continue;
        values[field] = value;
        written.push(field);
      }
      if (written.length === 0) throw errors.validation(MSG.parentDataEmpty);
      const labels = written.map((field) => PARENT_DATA_LABELS[field]).join(', ');
      await writer.writeAsParent(link, async ({ tx, announce }) => {
        const before = await readChild(tx, link.studentId);
        const filled = PARENT_DATA_FIELDS.filter((field) => written.includes(field) || before?.parentFilledFields?.includes(field));
        await writeChildData(tx, link.studentId, values, filled);
        await recordParentWrite(tx, link, `Uzupełniono: ${labels}`);
        announce({ topic: 'students', action: 'updated', line: { key: 'parentDataFilled', student: link.studentName, fields: written } });
      });
      return view(link);
    },

    /**
     * 'Wyrażam zgodę' or 'Nie wyrażam zgody' to each statement (issue 48), with the name typed; until
     * the trip starts. The feed and the access log say what was answered, never to whom it matters.
     */
    async answerConsent(link: OpenedLink, input: ParentConsent): Promise<ParentView> {
      // Issue 53: the texts in force, in the link's language, fingerprinted (read before the write: one
      // embedded connection); an answer to a consent changed since the parent read it is asked again.
      const shown = (await view(link)).consent;
      if (input.fingerprint !== shown.fingerprint) throw errors.conflict(MSG.consentTextChanged);
      await writer.writeAsParent(link, async ({ tx, announce }) => {
        const today = warsawDate();
        const startDate = await findTripStart(tx, link.tripId);
        if (!startDate || today >= startDate) throw errors.validation(MSG.consentClosed);
        // Every statement the teacher added is answered when the child goes. An answer to a statement
        // since reworded or removed (a page opened before) is dropped; the new one is asked.
        const keys = (await findConsentStatements(tx, link.tripId)).map(consentStatementKey);
        const sent = input.extra ?? {};
        if (input.answer === 'given' && keys.some((key) => sent[key] === undefined)) throw errors.validation(MSG.extraAnswersRequired);
        const extra = Object.fromEntries(keys.flatMap((key) => (sent[key] ? [[key, sent[key]] as const] : [])));
        await writeOnlineConsent(tx, link.studentId, { participation: input.answer, medical: input.medical, extra }, input.parentName, today, {
          language: link.language ?? 'pl',
          fingerprint: shown.fingerprint,
        });
        const medical = input.answer !== 'given' ? '' : input.medical === 'given' ? ', zgoda na pomoc medyczną' : ', bez zgody na pomoc medyczną';
        await recordParentWrite(tx, link, `${input.answer === 'given' ? 'Zgoda wyrażona online' : 'Brak zgody (online)'}${medical}`);
        announce({
          topic: 'students',
          action: 'updated',
          line: { key: 'consentAnsweredOnline', student: link.studentName, given: input.answer === 'given' },
        });
      });
      return view(link);
    },

    /** The page's language (issue 53), chosen once and kept with the link: the page, its consent and its notifications follow it. */
    async setLanguage(link: OpenedLink, input: ParentLanguageInput): Promise<ParentView> {
      await setLinkLanguage(db, link.linkId, input.language);
      return view({ ...link, language: input.language });
    },

    /** 'Zapisz życzenia': up to three classmates of the trip, until the teacher's day; the feed says only that they were given. */
    async saveWishes(link: OpenedLink, input: ParentWishesInput): Promise<ParentView> {
      await writer.writeAsParent(link, async ({ tx, announce }) => {
        await saveWishesFromParent(tx, link.tripId, link.studentId, input);
        await recordParentWrite(tx, link, 'Podano życzenia dotyczące pokoju');
        announce({ topic: 'rooms', action: 'updated', line: { key: 'roomWishesByParent', student: link.studentName } });
      });
      return view(link);
    },

    /** 'Kto może odebrać dziecko' (issue 54): a person the parent names, or takes off the list. */
    async namePickupPerson(link: OpenedLink, input: PickupPersonValues): Promise<ParentView> {
      await pickup.name(link, input);
      return view(link);
    },

    async removePickupPerson(link: OpenedLink, personId: string): Promise<ParentView> {
      await pickup.remove(link, personId);
      return view(link);
    },

    /** 'Potwierdzam odbiór' (issue 54). */
    async confirmHandover(link: OpenedLink, input: ParentHandoverConfirmInput): Promise<ParentView> {
      await pickup.confirm(link, input);
      return view(link);
    },

    /** 'Leki' (issue 54): 'Dodaj lek' (`medicineId` null) or 'Zapisz' of one of the child's medicines. */
    async saveMedicine(link: OpenedLink, input: MedicineValues, medicineId: string | null): Promise<ParentView> {
      await medicines.save(link, input, medicineId);
      return view(link);
    },

    async removeMedicine(link: OpenedLink, medicineId: string): Promise<ParentView> {
      await medicines.remove(link, medicineId);
      return view(link);
    },

    messages: (link: OpenedLink): Promise<TripMessage[]> => messages.ofTrip(link.tripId),
  };
}

export type ParentPageService = ReturnType<typeof createParentPageService>;
