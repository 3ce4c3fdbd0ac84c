import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { MSG, type ApiErrorBody, type AuthUser, type Session } from '@wycieczki/shared';
import { THROTTLE, pairDelayMs } from '../../auth/throttle';
import { profiles, refreshTokens, users } from '../../db/schema';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from '../../test/factories';
import { useTestApi } from '../../test/test-app';
import { splitFullName } from './auth.service';

const api = useTestApi();

async function countUsers(email: string): Promise<number> {
  const [row] = await api.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row?.n ?? 0;
}

function signIn(email: string, password: string, address = '10.0.0.1') {
  return api.request<Session & ApiErrorBody>('POST', '/api/auth/sign-in', {
    body: { email, password },
    headers: { 'x-forwarded-for': address },
  });
}

describe('sign-up', () => {
  it('creates the user and the profile, hashes the password with argon2id and signs the user in', async () => {
    const email = uniqueEmail();
    const response = await api.request<Session>('POST', '/api/auth/sign-up', {
      body: { email: `  ${email.toUpperCase()} `, password: DEFAULT_PASSWORD, fullName: 'Jan Maria  Kowalski' },
    });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ email, fullName: 'Jan Maria Kowalski' });
    expect(response.body.accessToken).toBeTruthy();
    expect(response.body.refreshToken).toBeTruthy();
    expect(response.body.accessTokenExpiresAt).toBeGreaterThan(Date.now());

    const [user] = await api.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(user?.passwordHash).not.toContain(DEFAULT_PASSWORD);
    const [profile] = await api.database.db.select().from(profiles).where(eq(profiles.id, user?.id ?? ''));
    expect(profile).toMatchObject({ email, firstName: 'Jan', lastName: 'Maria Kowalski', phone: null, school: null });

    const me = await api.request<AuthUser>('GET', '/api/auth/me', { token: response.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toEqual(response.body.user);
  });

  it('registers an email once, whatever its letter case', async () => {
    const user = await createUser(api);
    const again = await api.request<ApiErrorBody>('POST', '/api/auth/sign-up', {
      body: { email: user.email.toUpperCase(), password: DEFAULT_PASSWORD },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MSG.emailTaken);
    expect(await countUsers(user.email)).toBe(1);
  });

  it('lets exactly one of two simultaneous sign-ups with one email win', async () => {
    const email = uniqueEmail();
    const results = await Promise.all(
      [1, 2].map(() => api.request('POST', '/api/auth/sign-up', { body: { email, password: DEFAULT_PASSWORD } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await countUsers(email)).toBe(1);
  });

  it('accepts a sign-up without a full name', async () => {
    const response = await api.request<Session>('POST', '/api/auth/sign-up', {
      body: { email: uniqueEmail(), password: DEFAULT_PASSWORD },
    });
    expect(response.status).toBe(201);
    expect(response.body.user.fullName).toBe('');
  });

  const email = 'walidacja@szkola.test';
  it.each([
    ['no email', { password: DEFAULT_PASSWORD }, MSG.emailRequired],
    ['an empty email', { email: '', password: DEFAULT_PASSWORD }, MSG.emailRequired],
    ['a malformed email', { email: 'bez-malpy.pl', password: DEFAULT_PASSWORD }, MSG.emailInvalid],
    ['a 256-character email', { email: `${'a'.repeat(244)}@szkola.test`, password: DEFAULT_PASSWORD }, MSG.emailTooLong],
    ['a number as email', { email: 42, password: DEFAULT_PASSWORD }, MSG.emailRequired],
    ['no password', { email }, MSG.passwordTooShort],
    ['a 7-character password', { email, password: 'Abcdef1' }, MSG.passwordTooShort],
    ['a 73-character password', { email, password: `Aa1${'x'.repeat(70)}` }, MSG.passwordTooLong],
    ['a password without a digit', { email, password: 'Abcdefgh' }, MSG.passwordWeak],
    ['a password without an uppercase letter', { email, password: 'abcdefg1' }, MSG.passwordWeak],
    ['a password without a lowercase letter', { email, password: 'ABCDEFG1' }, MSG.passwordWeak],
    ['a 101-character full name', { email, password: DEFAULT_PASSWORD, fullName: 'x'.repeat(101) }, MSG.personNameTooLong],
  ])('refuses %s with its Polish message and stores nothing', async (_case, body, message) => {
    const response = await api.request<ApiErrorBody>('POST', '/api/auth/sign-up', { body });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(await countUsers(email)).toBe(0);
  });

  it('accepts the limits themselves: 255-character email, 72-character password, 100-character name', async () => {
    const longEmail = `${'b'.repeat(243)}@szkola.test`;
    expect(longEmail).toHaveLength(255);
    const response = await api.request('POST', '/api/auth/sign-up', {
      body: { email: longEmail, password: `Aa1${'x'.repeat(69)}`, fullName: 'y'.repeat(100) },
    });
    expect(response.status).toBe(201);
  });

  it.each([
    ['malformed JSON', '{"email": "x@y.pl", '],
    ['a JSON string', '"tekst"'],
    ['JSON null', 'null'],
  ])('answers %s with 400 and a Polish message', async (_case, rawBody) => {
    const response = await api.request<ApiErrorBody>('POST', '/api/auth/sign-up', { rawBody });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/Nieprawidłow/);
  });

  it('refuses a body over 1 MiB with 413 and stores nothing', async () => {
    const bigEmail = uniqueEmail();
    const response = await api.request<ApiErrorBody>('POST', '/api/auth/sign-up', {
      rawBody: JSON.stringify({ email: bigEmail, password: DEFAULT_PASSWORD, fullName: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe(MSG.bodyTooLarge);
    expect(await countUsers(bigEmail)).toBe(0);
  });
});

describe('sign-in', () => {
  it('signs in with the right password, the email in any letter case', async () => {
    const user = await createUser(api);
    const response = await signIn(user.email.toUpperCase(), user.password);
    expect(response.status).toBe(200);
    expect(response.body.user.id).toBe(user.user.id);
    expect(response.body.refreshToken).not.toBe(user.refreshToken);
  });

  it('answers a wrong password and an unknown email alike, revealing nothing', async () => {
    const user = await createUser(api);
    const wrong = await signIn(user.email, 'Zle-Haslo-999');
    const unknown = await signIn(uniqueEmail(), 'Zle-Haslo-999');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe(MSG.badCredentials);
  });

  it('validates the body with the shared schema', async () => {
    const response = await signIn('zly-email', DEFAULT_PASSWORD);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(MSG.emailInvalid);
  });

  it(`makes one address wait after ${THROTTLE.perPair} failures for an account, but never locks the teacher out elsewhere`, async () => {
    const user = await createUser(api);
    for (let i = 0; i < THROTTLE.perPair; i += 1) {
      expect((await signIn(user.email, 'Zle-Haslo-999', '10.1.0.1')).status).toBe(401);
    }
    // The guesser's address must wait, even with the right password…
    const throttled = await signIn(user.email, user.password, '10.1.0.1');
    expect(throttled.status).toBe(429);
    expect(throttled.body.error.message).toBe(MSG.tooManyAttempts);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(throttled.headers.get('retry-after'))).toBeLessThanOrEqual(THROTTLE.firstDelayMs / 1000);
    // …while the teacher, from another address, signs in (on main: 429 for 15 minutes).
    expect((await signIn(user.email, user.password, '10.1.1.1')).status).toBe(200);
    // Another account is not affected either.
    const other = await createUser(api);
    expect((await signIn(other.email, other.password, '10.1.0.1')).status).toBe(200);
  });

  it('doubles the wait with each further failure of the same address, up to the window', async () => {
    const user = await createUser(api);
    const address = '10.1.2.1';
    for (let i = 0; i < THROTTLE.perPair; i += 1) await signIn(user.email, 'Zle-Haslo-999', address);
    const pairKey = `pair:${user.email.toLowerCase()}|${address}`;
    const age = async (seconds: number) =>
      api.database.db.execute(sql`update login_attempts set attempted_at = attempted_at - make_interval(secs => ${seconds}) where key = ${pairKey}`);
    expect((await signIn(user.email, 'Zle-Haslo-999', address)).status).toBe(429);
    // 31 s later the wait of 30 s is over: one more try is checked (and fails)…
    await age(31);
    expect((await signIn(user.email, 'Zle-Haslo-999', address)).status).toBe(401);
    // …and the next wait is twice as long.
    const second = await signIn(user.email, 'Zle-Haslo-999', address);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(THROTTLE.firstDelayMs / 1000);
    expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual((2 * THROTTLE.firstDelayMs) / 1000);
    expect(pairDelayMs(THROTTLE.perPair + 10)).toBe(THROTTLE.windowMs);
  });

  it('holds the limit of one address under a burst of parallel attempts', async () => {
    const user = await createUser(api);
    const results = await Promise.all(Array.from({ length: 12 }, () => signIn(user.email, 'Zle-Haslo-999', '10.2.0.1')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(THROTTLE.perPair);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(12 - THROTTLE.perPair);
  });

  it('slows guessing from many addresses past the account ceiling, and still lets the right password in', async () => {
    const user = await createUser(api);
    for (let i = 0; i < THROTTLE.perAccountPerHour; i += 1) {
      expect((await signIn(user.email, 'Zle-Haslo-999', `10.6.${Math.floor(i / 200)}.${i % 200}`)).status).toBe(401);
    }
    // On main the email was locked after 5 failures from anywhere: 429 here.
    const started = Date.now();
    const wrong = signIn(user.email, 'Zle-Haslo-999', '10.6.9.1');
    const right = signIn(user.email, user.password, '10.6.9.2');
    expect((await wrong).status).toBe(401);
    expect((await right).status).toBe(200);
    // The two waited their turns, one after the other.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * THROTTLE.accountSlowdownMs - 50);
  });

  it(`lets a school behind one address fail ${THROTTLE.perAddress} times across accounts before refusing it`, async () => {
    const address = '10.3.0.1';
    // 20 failures locked the whole address on main.
    for (let i = 0; i < 20; i += 1) expect((await signIn(uniqueEmail(), 'Zle-Haslo-999', address)).status).toBe(401);
    const teacher = await createUser(api);
    expect((await signIn(teacher.email, teacher.password, address)).status).toBe(200);
    for (let i = 20; i < THROTTLE.perAddress; i += 1) expect((await signIn(uniqueEmail(), 'Zle-Haslo-999', address)).status).toBe(401);
    expect((await signIn(teacher.email, teacher.password, address)).status).toBe(429);
    expect((await signIn(teacher.email, teacher.password, '10.3.0.2')).status).toBe(200);
  });

  it(`refuses more than ${THROTTLE.signUpsPerAddress} sign-ups from one address in the window, and creates no account then`, async () => {
    const signUp = (email: string, address: string) =>
      api.request<ApiErrorBody>('POST', '/api/auth/sign-up', {
        body: { email, password: DEFAULT_PASSWORD },
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < THROTTLE.signUpsPerAddress; i += 1) expect((await signUp(uniqueEmail(), '10.5.0.1')).status).toBe(201);
    const email = uniqueEmail();
    const refused = await signUp(email, '10.5.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(MSG.tooManySignUps);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(email, DEFAULT_PASSWORD, '10.5.0.3')).status).toBe(401);
    // Another address is not affected, and the refused email is still free.
    expect((await signUp(email, '10.5.0.2')).status).toBe(201);
  });

  it('forgives earlier failures of an address after a successful sign-in from it', async () => {
    const user = await createUser(api);
    for (let i = 0; i < THROTTLE.perPair - 1; i += 1) await signIn(user.email, 'Zle-Haslo-999', '10.4.0.1');
    expect((await signIn(user.email, user.password, '10.4.0.1')).status).toBe(200);
    for (let i = 0; i < THROTTLE.perPair - 1; i += 1) {
      expect((await signIn(user.email, 'Zle-Haslo-999', '10.4.0.1')).status).toBe(401);
    }
    expect((await signIn(user.email, user.password, '10.4.0.1')).status).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotates: a refresh gives a new pair, and the new access token works', async () => {
    const user = await createUser(api);
    const refreshed = await api.request<Session>('POST', '/api/auth/refresh', { body: { refreshToken: user.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(user.refreshToken);
    expect(refreshed.body.user.id).toBe(user.user.id);
    const me = await api.request('GET', '/api/auth/me', { token: refreshed.body.accessToken });
    expect(me.status).toBe(200);
    const again = await api.request<Session>('POST', '/api/auth/refresh', { body: { refreshToken: refreshed.body.refreshToken } });
    expect(again.status).toBe(200);
  });

  it('revokes the whole family when a spent token is presented again', async () => {
    const user = await createUser(api);
    const first = await api.request<Session>('POST', '/api/auth/refresh', { body: { refreshToken: user.refreshToken } });
    expect(first.status).toBe(200);
    const reuse = await api.request<ApiErrorBody>('POST', '/api/auth/refresh', { body: { refreshToken: user.refreshToken } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.message).toBe(MSG.sessionExpired);
    // The token issued by the legitimate rotation is now dead too: the thief and the owner both sign in again.
    const next = await api.request('POST', '/api/auth/refresh', { body: { refreshToken: first.body.refreshToken } });
    expect(next.status).toBe(401);
    const alive = await api.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.user.id));
    expect(alive.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('lets one of two simultaneous refreshes with one token win', async () => {
    const user = await createUser(api);
    const results = await Promise.all(
      [1, 2].map(() => api.request('POST', '/api/auth/refresh', { body: { refreshToken: user.refreshToken } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('refuses an unknown or empty refresh token', async () => {
    expect((await api.request('POST', '/api/auth/refresh', { body: { refreshToken: 'nieznany' } })).status).toBe(401);
    const empty = await api.request<ApiErrorBody>('POST', '/api/auth/refresh', { body: { refreshToken: '' } });
    expect(empty.status).toBe(400);
  });

  it('keeps other sessions of the same user alive when one is reused', async () => {
    const user = await createUser(api);
    const otherDevice = await signIn(user.email, user.password, '10.5.0.1');
    await api.request('POST', '/api/auth/refresh', { body: { refreshToken: user.refreshToken } });
    await api.request('POST', '/api/auth/refresh', { body: { refreshToken: user.refreshToken } });
    const other = await api.request('POST', '/api/auth/refresh', { body: { refreshToken: otherDevice.body.refreshToken } });
    expect(other.status).toBe(200);
  });
});

describe('sign-out', () => {
  it('revokes the session: its refresh token no longer works', async () => {
    const user = await createUser(api);
    const out = await api.request('POST', '/api/auth/sign-out', { body: { refreshToken: user.refreshToken } });
    expect(out.status).toBe(204);
    const refresh = await api.request('POST', '/api/auth/refresh', { body: { refreshToken: user.refreshToken } });
    expect(refresh.status).toBe(401);
  });

  it('answers 204 for a token it does not know, revealing nothing', async () => {
    const out = await api.request('POST', '/api/auth/sign-out', { body: { refreshToken: 'nieznany' } });
    expect(out.status).toBe(204);
  });
});

describe('access tokens', () => {
  it('answers 401 without a token, with a malformed one, a forged one and an expired one', async () => {
    const user = await createUser(api);
    const missing = await api.request<ApiErrorBody>('GET', '/api/auth/me');
    expect(missing.status).toBe(401);
    expect(missing.body.error.message).toBe(MSG.unauthenticated);

    const malformed = await api.request<ApiErrorBody>('GET', '/api/auth/me', { token: 'nie-token' });
    expect(malformed.status).toBe(401);
    expect(malformed.body.error.message).toBe(MSG.sessionExpired);

    const sign = (secret: string, expiresAt: number, claims: Record<string, string> = { email: user.email, sid: crypto.randomUUID() }) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.user.id)
        .setIssuer('wycieczki')
        .setAudience('wycieczki-api')
        .setIssuedAt(expiresAt - 900)
        .setExpirationTime(expiresAt)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    const forged = await sign('a-different-secret-of-enough-length!!', now + 600);
    expect((await api.request('GET', '/api/auth/me', { token: forged })).status).toBe(401);
    const expired = await sign(api.secret, now - 60);
    expect((await api.request('GET', '/api/auth/me', { token: expired })).status).toBe(401);
    const valid = await sign(api.secret, now + 600);
    expect((await api.request('GET', '/api/auth/me', { token: valid })).status).toBe(200);
    // Without its session a token cannot be revoked: refused, the client refreshes.
    const sessionless = await sign(api.secret, now + 600, { email: user.email });
    expect((await api.request('GET', '/api/auth/me', { token: sessionless })).status).toBe(401);
  });

  it('issues access tokens that live about 15 minutes', async () => {
    const user = await createUser(api);
    const ttl = user.accessTokenExpiresAt - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);
  });
});

describe('splitFullName', () => {
  it.each([
    ['Jan Kowalski', 'Jan', 'Kowalski'],
    ['Jan Maria Kowalski', 'Jan', 'Maria Kowalski'],
    ['  Jan   Kowalski  ', 'Jan', 'Kowalski'],
    ['Madonna', 'Madonna', ''],
    ['', '', ''],
  ])('splits %j at the first space', (full, first, last) => {
    expect(splitFullName(full)).toEqual({ firstName: first, lastName: last });
  });
});

describe('input PostgreSQL cannot store', () => {
  it('refuses a NUL character or a lone surrogate with 400 naming the field, and stores nothing (issue 62)', async () => {
    for (const bad of ['\u0000', '\ud800']) {
      const email = uniqueEmail();
      const response = await api.request<ApiErrorBody>('POST', '/api/auth/sign-up', {
        body: { email, password: DEFAULT_PASSWORD, fullName: `Ala${bad}Kot` },
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ message: MSG.personNameBadCharacter, key: 'personNameBadCharacter' });
      expect(await countUsers(email)).toBe(0);
    }
  });
});

describe('without e-mail (no SMTP_URL, issue 30)', () => {
  it("says so to 'Wyślij link', alike for every address, and tells the web app", async () => {
    const user = await createUser(api);
    for (const email of [user.email, uniqueEmail('nieznany')]) {
      const asked = await api.request<ApiErrorBody>('POST', '/api/auth/password-reset', { body: { email } });
      expect(asked.status).toBe(409);
      expect(asked.body.error.message).toBe(MSG.mailDisabled);
    }
    const config = await api.request<{ mail: boolean }>('GET', '/api/config');
    expect(config.body.mail).toBe(false);
    const bad = await api.request<ApiErrorBody>('POST', '/api/auth/password-reset', { body: { email: 'nie-adres' } });
    expect(bad.status).toBe(400);
  });
});
