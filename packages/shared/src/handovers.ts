import { warsawTime } from './medicines/dose-schedule';
import { HANDOVERS_MSG, handoverBeforeTripMessage } from './messages/handovers';

// 'Odbiór przez rodzica' (issue 54): the few rules and words both apps need.

export { handoverBeforeTripMessage };

/** The one-time code a parent page shows: six digits. */
export const HANDOVER_CODE_LENGTH = 6;
/** 'Kto może odebrać dziecko': at most this many people per child. */
export const PICKUP_PERSONS_MAX = 5;
export const HANDOVER_PLACE_MAX = 200;
export const PICKUP_RELATION_MAX = 50;
export const PICKUP_DOCUMENT_MAX = 100;
export const MEETING_PLACE_MAX = 200;
/** 'Zbiórka' (issue 54): minutes after its time when the screen offers the alarm for each child not ticked. */
export const MEETING_ALARM_AFTER_MINUTES = 5;

/** How far ahead of the clock a handover's time may be: the minute being typed in, a phone's clock running a little ahead. */
export const HANDOVER_CLOCK_SLACK_MS = 5 * 60_000;

/**
 * Why a handover at `at` is refused, or null (issue 62): later than now (with HANDOVER_CLOCK_SLACK_MS),
 * or before the trip's first day began in Poland, whatever the zone of the server or the phone. A
 * time of 1970 would otherwise take the child off every list since, 'Powrót do grupy' or not.
 */
export function handoverTimeRefusal(at: Date, tripStartDate: string, now: number = Date.now()): string | null {
  if (at.getTime() > now + HANDOVER_CLOCK_SLACK_MS) return HANDOVERS_MSG.handoverTimeInFuture;
  if (at.getTime() < handoverEarliest(tripStartDate).getTime()) return handoverBeforeTripMessage(tripStartDate);
  return null;
}

/** The earliest moment of a handover: midnight in Poland that began the trip's first day. */
export function handoverEarliest(tripStartDate: string): Date {
  return warsawTime(tripStartDate, '00:00');
}

/**
 * ', 1 odebrany' after the roll call's 'Obecni: 49 / 49' (issue 54): children a parent took, whom the
 * list does not expect. '1 odebrany', '2 odebranych', '5 odebranych', '22 odebranych'.
 */
export function collectedCountText(count: number): string {
  return `${count} ${count === 1 ? 'odebrany' : 'odebranych'}`;
}

/** The code as it is typed: spaces and dashes are how people read it aloud ('482 913'). */
export function normalizeHandoverCode(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}
