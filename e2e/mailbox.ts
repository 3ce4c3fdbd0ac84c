import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Where the journeys' SMTP server writes the messages it accepts (e2e/mail-catcher.mjs). */
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '';

export type CaughtMail = { to: string[]; subject: string; text: string; html: string };

function read(to: string): CaughtMail[] {
  if (!MAIL_DIR || !fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || a.localeCompare(b))
    .map((name) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, name), 'utf8')) as CaughtMail)
    .filter((mail) => mail.to.includes(to.toLowerCase()));
}

/** The messages to `to`, once there are `count` of them (within 15 s). */
export async function mailTo(to: string, count = 1): Promise<CaughtMail[]> {
  await expect.poll(() => read(to).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return read(to);
}
