import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SchoolInvitation, Session, TripSummary } from '@wycieczki/shared';
import { users } from '../db/schema';
import type { TestApi } from './test-app';

export const DEFAULT_PASSWORD = 'Tajne-Haslo-123';

let sequence = 0;

/** A unique email for a test user. */
export function uniqueEmail(prefix = 'nauczyciel'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomUUID().slice(0, 8)}@szkola.test`;
}

export type TestUser = Session & { password: string; email: string };

const randomOctet = () => Math.floor(Math.random() * 256);

/** Registers a user through the real sign-up endpoint and returns the session. */
export async function createUser(
  api: TestApi,
  overrides: { email?: string; password?: string; fullName?: string; emailConfirmed?: boolean } = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const fullName = overrides.fullName ?? 'Anna Nowak';
  // Each test user signs up from an address of its own, as teachers of different schools would:
  // the per-address sign-up limit is tested on its own (auth.test.ts).
  const response = await api.request<Session>('POST', '/api/auth/sign-up', {
    body: { email, password, fullName },
    headers: { 'x-forwarded-for': `10.${randomOctet()}.${randomOctet()}.${randomOctet()}` },
  });
  expect(response.status).toBe(201);
  // As if the owner had opened 'Potwierdź adres e-mail' (issue 47): needed to mail invitations.
  if (overrides.emailConfirmed) await api.database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, response.body.user.id));
  return { ...response.body, password, email: response.body.user.email };
}

export type TripOptions = {
  name?: string;
  leader?: TestUser;
  guardians?: TestUser[];
  students?: { name: string; pesel?: string; parentPhone?: string; className?: string; disability?: boolean; allergies?: string; diet?: string; medicines?: string }[];
  rooms?: { number: string; capacity: number }[];
  startDate?: string;
  endDate?: string;
};

/** Creates a trip through the wizard endpoint; the creator leads it unless `leader` says otherwise. */
export async function createTrip(api: TestApi, creator: TestUser, options: TripOptions = {}): Promise<TripSummary> {
  const response = await api.request<TripSummary>('POST', '/api/trips', {
    token: creator.accessToken,
    body: {
      name: options.name ?? 'Zielona szkoła',
      destination: 'Zakopane',
      startDate: options.startDate ?? '2026-05-10',
      endDate: options.endDate ?? '2026-05-13',
      tripLeaderEmail: (options.leader ?? creator).email,
      guardianEmails: (options.guardians ?? []).map((g) => g.email),
      students: options.students ?? [],
      rooms: options.rooms ?? [],
    },
  });
  expect(response.status).toBe(201);
  return response.body;
}

/** Creates the head's school through the real endpoint; `address` is sent only when given. */
export async function createSchool(api: TestApi, head: TestUser, name = 'Szkoła Podstawowa nr 3 w Krakowie', address?: string | null): Promise<void> {
  const body = address === undefined ? { name } : { name, address };
  expect((await api.request('POST', '/api/schools', { token: head.accessToken, body })).status).toBe(201);
}

/** The head's invitation link, opened by the teacher: the teacher joins the head's school. */
export async function joinSchool(api: TestApi, head: TestUser, teacher: TestUser): Promise<void> {
  const invitation = (await api.request<SchoolInvitation>('POST', '/api/schools/mine/invitations', { token: head.accessToken })).body;
  const secret = invitation.path.slice(invitation.path.indexOf('#') + 1);
  expect((await api.request('POST', '/api/schools/join', { token: teacher.accessToken, body: { secret } })).status).toBe(200);
}
