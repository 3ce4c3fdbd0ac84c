import { forgetChosenLists } from './chosen-attendance-list';
import { forgetCurrentTrips } from './current-trip-storage';
import { outbox } from './outbox/device-outbox';
import { wipeOfflineCache } from './offline-cache';

/** 'Wyloguj': the kept trips, the outbox and the lists used leave the device (docs/decisions/017). */
export async function wipeDevice(): Promise<void> {
  forgetChosenLists();
  forgetCurrentTrips();
  await Promise.all([wipeOfflineCache(), outbox.clear()]);
}
