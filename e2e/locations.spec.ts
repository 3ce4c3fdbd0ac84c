import type { Page } from '@playwright/test';
import type { Session, StudentLocation } from '@wycieczki/shared';
import { browserNow, createTripViaApi, expect, openAs as openSignedIn, signUpViaApi, test, toast, uniqueEmail } from './fixtures';
import { stubMapTiles } from './fixtures/trip-setup';

/** The map's tiles come from a stub, not the internet. */
async function openAs(page: Page, session: Session, path: string): Promise<void> {
  await stubMapTiles(page);
  await openSignedIn(page, session, path);
}

const row = (page: Page, name: string) => page.getByTestId('location-row').filter({ hasText: name });

async function tripWithStudents(page: Page) {
  const email = uniqueEmail('lokalizacja');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  const trip = await createTripViaApi(page.request, session.accessToken, {
    tripLeaderEmail: email,
    students: [{ name: 'Kasia Nowak' }, { name: 'Jan Kowalski' }],
  });
  return { session, trip };
}

test.describe('with the device position allowed', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 49.2992, longitude: 19.9496 } });

  test("a guardian records a student's position from the device and sees it on the map and in the list", async ({ page }) => {
    const { session, trip } = await tripWithStudents(page);
    await openAs(page, session, '/trips');
    await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Lokalizacja' }).click();
    await expect(page).toHaveURL(/\/locations$/);
    // No map until a position exists (issue 23): an empty map says nothing.
    await expect(page.getByText('Żaden uczeń nie ma jeszcze zapisanej lokalizacji.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mapa lokalizacji uczniów' })).toHaveCount(0);
    await expect(row(page, 'Kasia Nowak')).toContainText('Brak lokalizacji');
    await expect(row(page, 'Jan Kowalski')).toContainText('Brak lokalizacji');

    await row(page, 'Kasia Nowak').getByRole('button', { name: 'Zapisz moją pozycję' }).click();
    await expect(toast(page, 'Zapisano lokalizację')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mapa lokalizacji uczniów' })).toBeVisible();
    const now = browserNow();
    // The app's one date style (issue 23): dd.MM.yyyy, HH:mm.
    const today = `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear()}, `;
    await expect(row(page, 'Kasia Nowak')).toContainText(today);
    await expect(row(page, 'Kasia Nowak')).toContainText(/temu/);
    await expect(row(page, 'Kasia Nowak')).toContainText('Zapisała: Anna Nowak');
    await expect(row(page, 'Jan Kowalski')).toContainText('Brak lokalizacji');
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);

    const response = await page.request.get(`/api/trips/${trip.id}/locations`, { headers: { Authorization: `Bearer ${session.accessToken}` } });
    const locations = (await response.json()) as StudentLocation[];
    expect(locations).toHaveLength(1);
    expect(locations[0]?.lat).toBeCloseTo(49.2992, 4);
    expect(locations[0]?.lng).toBeCloseTo(19.9496, 4);

    await page.reload();
    await expect(row(page, 'Kasia Nowak')).toContainText(today);
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
    await row(page, 'Kasia Nowak').getByRole('button', { name: 'Pokaż na mapie: Kasia Nowak' }).click();
    await expect(page.locator('.leaflet-popup')).toContainText('Kasia Nowak');
  });
});

test('a refused device position gets a Polish explanation', async ({ page, context }) => {
  const { session } = await tripWithStudents(page);
  await context.clearPermissions();
  await page.addInitScript(() => {
    // Headless Chromium answers a permission prompt unpredictably; a user who said "no" is simulated.
    navigator.geolocation.getCurrentPosition = (_success, error) =>
      error?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
  });
  await openAs(page, session, '/locations');
  await row(page, 'Jan Kowalski').getByRole('button', { name: 'Zapisz moją pozycję' }).click();
  await expect(toast(page, 'Brak zgody na dostęp do lokalizacji')).toBeVisible();
  await expect(row(page, 'Jan Kowalski')).toContainText('Brak lokalizacji');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('five tabs fit and the location screen without a trip says what to do', async ({ page }) => {
    const session = await signUpViaApi(page.request, uniqueEmail('bez-wycieczki'), 'Anna Nowak');
    await openAs(page, session, '/trips');
    const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
    for (const label of ['Wycieczki', 'Uczniowie', 'Pokoje', 'Obecność', 'Lokalizacja']) {
      await expect(nav.getByRole('link', { name: label })).toBeInViewport({ ratio: 1 });
    }
    await nav.getByRole('link', { name: 'Lokalizacja' }).tap();
    await expect(page.getByText('Wybierz wycieczkę aby zobaczyć lokalizację uczniów')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Lokalizacja' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
