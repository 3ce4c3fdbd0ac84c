import { outbox } from './outbox/device-outbox';
import { wipeOfflineCache } from './offline-cache';

/** 'Wyloguj': the kept trips and the outbox leave the device (docs/decisions/017). */
export async function wipeDevice(): Promise<void> {
  await Promise.all([wipeOfflineCache(), outbox.clear()]);
}
