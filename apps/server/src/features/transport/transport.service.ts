import {
  coachCheckDateRefusal,
  coachCheckDue,
  insuranceDatesRefusal,
  isAbroad,
  MSG,
  transportBlockers,
  type coachSchema,
  type CoachCheckRequest,
  type insuranceSchema,
  type TripTransport,
} from '@wycieczki/shared';
import type { z } from 'zod';
import { can, loadTripAccess, type TripAccess } from '../../access/trip-access';
import type { Db, Tx } from '../../db/client';
import { errors } from '../../lib/errors';
import type { Id } from '../../lib/uuid';
import { warsawDate } from '../../lib/warsaw-date';
import { readTripPaperwork, type TripPaperwork } from '../../paperwork/paperwork.repo';
import { fileSlug } from '../../paperwork/file-names';
import { renderInWorker } from '../../paperwork/pdf-in-worker';
import { listProgram } from '../../paperwork/program-rows';
import { type TripWriter, LOCK_TRIP } from '../../write/trip-write';
import { policeRequest } from './police-request';
import { findPersonName, findTransport, saveCoach, saveCoachCheck, saveInsurance, type StoredTransport } from './transport.repo';

type CoachInput = z.output<typeof coachSchema>;
type InsuranceInput = z.output<typeof insuranceSchema>;

/** The trip as 'Przewóz' reads it: its paperwork (people, school, leader, program) and the check's columns. */
async function readTrip(db: Db | Tx, tripId: string): Promise<{ paperwork: TripPaperwork; stored: StoredTransport }> {
  const [paperwork, program, stored] = await Promise.all([readTripPaperwork(db, tripId), listProgram(db, tripId), findTransport(db, tripId)]);
  if (!paperwork || !stored) throw errors.notFound(MSG.tripNotFound);
  return { paperwork: { ...paperwork, program }, stored };
}

function passengersOf(paperwork: TripPaperwork) {
  return { students: paperwork.students.length, guardians: paperwork.guardians.length + (paperwork.leader ? 1 : 0) };
}

function viewOf(access: TripAccess, paperwork: TripPaperwork, stored: StoredTransport, today: string): TripTransport {
  const passengers = passengersOf(paperwork);
  return {
    coach: stored.coach,
    coachCheck: stored.checkedAt ? { at: stored.checkedAt, by: stored.checkedBy ?? '' } : null,
    insurance: stored.insurance,
    passengers,
    blockers: transportBlockers({ ...paperwork, coach: stored.coach, insurance: stored.insurance, passengers }),
    abroad: isAbroad(paperwork.country),
    checkDue: coachCheckDue({ startDate: paperwork.startDate, hasCoach: stored.coach !== null, coachCheckedAt: stored.checkedAt }, today),
    request: stored.coach ? policeRequest(paperwork, stored.coach) : null,
    canEdit: can(access, 'editTrip'),
  };
}

/**
 * 'Przewóz' and 'Ubezpieczenie' (issue 54): every member reads them, the creator and the leader
 * (who answer for the trip's details, docs/decisions/012) change them and record the police's
 * check of the coach. Each change is a line of 'Aktywność' under the topic 'trips', so an approved
 * karta whose insurance changes goes back to the head (approval-watch.ts).
 */
export function createTransportService({ db, writer }: { db: Db; writer: TripWriter }) {
  const trips = writer;

  async function view(userId: Id, tripId: Id, now: Date): Promise<TripTransport> {
    const access = await loadTripAccess(db, userId, tripId);
    const { paperwork, stored } = await readTrip(db, tripId);
    return viewOf(access, paperwork, stored, warsawDate(now));
  }

  async function requestOf(userId: Id, tripId: Id): Promise<{ request: CoachCheckRequest; paperwork: TripPaperwork }> {
    await loadTripAccess(db, userId, tripId);
    const { paperwork, stored } = await readTrip(db, tripId);
    if (!stored.coach) throw errors.conflict(MSG.noCoach);
    return { request: policeRequest(paperwork, stored.coach), paperwork };
  }

  return {
    get: (userId: Id, tripId: Id, now = new Date()) => view(userId, tripId, now),

    /** 'Zapisz przewóz'. The police's check is in the month before the departure; new registration numbers take back a check of other coaches. */
    async saveCoach(userId: Id, tripId: Id, input: CoachInput, now = new Date()): Promise<TripTransport> {
      await trips.write(userId, tripId, 'editTrip', async ({ tx, announce }) => {
        const stored = await findTransport(tx, tripId);
        if (!stored) throw errors.notFound(MSG.tripNotFound);
        const refusal = coachCheckDateRefusal(input.checkDate, stored.startDate);
        if (refusal) throw errors.validation(refusal);
        const sameCoaches = stored.coach !== null && [...stored.coach.registrations].sort().join() === [...input.registrations].sort().join();
        await saveCoach(tx, tripId, input, { keepCheck: sameCoaches });
        announce({ topic: 'trips', action: 'updated', line: { key: 'coachSaved', carrier: input.carrier, seats: input.seats } });
      }, LOCK_TRIP);
      return view(userId, tripId, now);
    },

    /** 'Usuń przewóz': the coach, its check and its reminder. */
    async removeCoach(userId: Id, tripId: Id, now = new Date()): Promise<TripTransport> {
      await trips.write(userId, tripId, 'editTrip', async ({ tx, announce }) => {
        const stored = await findTransport(tx, tripId);
        if (!stored?.coach) return;
        await saveCoach(tx, tripId, null, { keepCheck: false });
        announce({ topic: 'trips', action: 'updated', line: { key: 'coachRemoved' } });
      }, LOCK_TRIP);
      return view(userId, tripId, now);
    },

    /** 'Zapisz ubezpieczenie': a policy of dates within a few years of the trip's (insuranceDatesRefusal). */
    async saveInsurance(userId: Id, tripId: Id, input: InsuranceInput, now = new Date()): Promise<TripTransport> {
      await trips.write(userId, tripId, 'editTrip', async ({ tx, announce }) => {
        const stored = await findTransport(tx, tripId);
        if (!stored) throw errors.notFound(MSG.tripNotFound);
        const refusal = insuranceDatesRefusal(input, stored);
        if (refusal) throw errors.validation(refusal.message);
        await saveInsurance(tx, tripId, input);
        announce({ topic: 'trips', action: 'updated', line: { key: 'insuranceSaved', insurer: input.insurer } });
      }, LOCK_TRIP);
      return view(userId, tripId, now);
    },

    async removeInsurance(userId: Id, tripId: Id, now = new Date()): Promise<TripTransport> {
      await trips.write(userId, tripId, 'editTrip', async ({ tx, announce }) => {
        const stored = await findTransport(tx, tripId);
        if (!stored?.insurance) return;
        await saveInsurance(tx, tripId, null);
        announce({ topic: 'trips', action: 'updated', line: { key: 'insuranceRemoved' } });
      }, LOCK_TRIP);
      return view(userId, tripId, now);
    },

    /** 'OC i badanie techniczne sprawdzone': now, in the name of who records it. */
    async recordCheck(userId: Id, tripId: Id, now = new Date()): Promise<TripTransport> {
      await trips.write(userId, tripId, 'editTrip', async ({ tx, announce }) => {
        const stored = await findTransport(tx, tripId);
        if (!stored?.coach) throw errors.conflict(MSG.noCoach);
        if (stored.checkedAt) throw errors.conflict(MSG.coachAlreadyChecked);
        await saveCoachCheck(tx, tripId, { at: now, by: await findPersonName(tx, userId) });
        announce({ topic: 'trips', action: 'updated', line: { key: 'coachChecked' } });
      }, LOCK_TRIP);
      return view(userId, tripId, now);
    },

    /** Taking the check back (pressed by mistake): the card reminds the leader again. */
    async undoCheck(userId: Id, tripId: Id, now = new Date()): Promise<TripTransport> {
      await trips.write(userId, tripId, 'editTrip', async ({ tx, announce }) => {
        const stored = await findTransport(tx, tripId);
        if (!stored?.checkedAt) throw errors.conflict(MSG.coachNotChecked);
        await saveCoachCheck(tx, tripId, null);
        announce({ topic: 'trips', action: 'updated', line: { key: 'coachCheckUndone' } });
      }, LOCK_TRIP);
      return view(userId, tripId, now);
    },

    /** 'Kopiuj tekst wniosku': the request as facts, what is missing, and the text for an e-mail to the police. */
    async request(userId: Id, tripId: Id): Promise<CoachCheckRequest> {
      return (await requestOf(userId, tripId)).request;
    },

    /** 'Wniosek o kontrolę autokaru (PDF)', for any member. */
    async requestPdf(userId: Id, tripId: Id, now = new Date()): Promise<{ fileName: string; pdf: Uint8Array }> {
      const { request, paperwork } = await requestOf(userId, tripId);
      const pdf = await renderInWorker(userId, 1, {
        kind: 'wniosek-autokar',
        print: { tripName: paperwork.name, request, signedBy: paperwork.leader?.fullName || null, today: warsawDate(now) },
      });
      return { fileName: `wniosek-o-kontrole-autokaru-${fileSlug(paperwork.name)}.pdf`, pdf };
    },
  };
}

export type TransportService = ReturnType<typeof createTransportService>;
