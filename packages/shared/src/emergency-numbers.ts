import type { ExtraNumber } from './types/trips';

/** A line of the karta alarmowa's 'Numery alarmowe': whose, and the numbers to dial ('985 lub 601 100 300'). */
export type NumberToDial = { label: string; phones: string[] };

/** 112 answers everywhere in the EU: first and largest on the karta alarmowa (issue 31). */
export const GENERAL_EMERGENCY: NumberToDial = { label: 'Numer alarmowy', phones: ['112'] };
/** Mountain rescue: GOPR, in the Tatras TOPR; 985 reaches both, 601 100 300 too. */
export const MOUNTAIN_RESCUE: NumberToDial = { label: 'GOPR/TOPR', phones: ['985', '601 100 300'] };
/** Water rescue. */
export const WATER_RESCUE: NumberToDial = { label: 'WOPR', phones: ['601 100 100'] };

/** The numbers after 112, in the karta's order: the mountains, the water, then the leader's own. */
export function numbersToDial(trip: { inMountains: boolean; nearWater: boolean; extraNumbers: readonly ExtraNumber[] }): NumberToDial[] {
  return [
    ...(trip.inMountains ? [MOUNTAIN_RESCUE] : []),
    ...(trip.nearWater ? [WATER_RESCUE] : []),
    ...trip.extraNumbers.map((extra) => ({ label: extra.name, phones: [extra.phone] })),
  ];
}

/** 'GOPR/TOPR: 985 lub 601 100 300'. */
export function numberLine(line: NumberToDial): string {
  return `${line.label}: ${line.phones.join(' lub ')}`;
}

/** A number as a tel: link dials it (spaces and dashes dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
