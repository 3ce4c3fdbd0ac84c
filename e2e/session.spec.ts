import type { Page } from '@playwright/test';
import { expect, signUp, test, uniqueEmail } from './fixtures';

const SESSION_KEY = 'wycieczki.session';

type StoredSession = { accessToken: string; accessTokenExpiresAt: number; refreshToken: string };

function readSession(page: Page): Promise<StoredSession> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as StoredSession, SESSION_KEY);
}

/** Makes the stored access token unusable, as if the tab had slept past its expiry. */
function spoilAccessToken(page: Page, expired: boolean): Promise<void> {
  return page.evaluate(
    ({ key, expired }) => {
      const session = JSON.parse(localStorage.getItem(key) ?? 'null') as StoredSession;
      session.accessToken = 'zepsuty-token';
      if (expired) session.accessTokenExpiresAt = Date.now() - 1_000;
      localStorage.setItem(key, JSON.stringify(session));
    },
    { key: SESSION_KEY, expired },
  );
}

test('a rejected access token is refreshed and the request retried', async ({ page }) => {
  await signUp(page, uniqueEmail('odswiezanie'), 'Piotr Lis');
  const before = await readSession(page);
  await spoilAccessToken(page, false);

  await page.goto('/profile');
  await expect(page.getByLabel('Imię *')).toHaveValue('Piotr');
  const after = await readSession(page);
  expect(after.refreshToken).not.toBe(before.refreshToken);
  expect(after.accessToken).not.toBe('zepsuty-token');
});

test('two tabs with an expired token refresh once and both stay signed in', async ({ page, context }) => {
  await signUp(page, uniqueEmail('dwie-karty'), 'Ewa Mazur');
  const second = await context.newPage();
  await second.goto('/trips');
  await expect(second.getByRole('heading', { name: 'Twoje Wycieczki' })).toBeVisible();
  const before = await readSession(page);

  await spoilAccessToken(page, true);
  // The first tab's refresh answer is held back, so the second tab starts its own refresh meanwhile.
  await page.route('**/api/auth/refresh', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const refreshing = page.waitForRequest('**/api/auth/refresh');
  const firstLoad = page.goto('/profile');
  await refreshing;
  await second.goto('/profile');
  await firstLoad;
  await expect(page.getByLabel('Imię *')).toHaveValue('Ewa');
  await expect(second.getByLabel('Imię *')).toHaveValue('Ewa');
  await page.unroute('**/api/auth/refresh');

  // Reusing a spent refresh token would have revoked the session: both tabs still work after another reload.
  const after = await readSession(page);
  expect(after.refreshToken).not.toBe(before.refreshToken);
  await Promise.all([page.reload(), second.reload()]);
  await expect(page.getByLabel('Imię *')).toHaveValue('Ewa');
  await expect(second.getByLabel('Imię *')).toHaveValue('Ewa');
  await second.close();
});
