import { createTripViaApi, expect, openAs, signUp, signUpViaApi, test, uniqueEmail } from './fixtures';

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/nie-ma-takiej-strony');
  await expect(page.getByRole('heading', { name: 'Nie znaleziono strony' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(warnings.some((text) => text.includes('/nie-ma-takiej-strony'))).toBe(true);

  await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Rozpocznij teraz' })).toBeVisible();
});

test('a protected screen sends a signed-out visitor to sign in, replacing history', async ({ page }) => {
  await page.goto('/');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Utwórz darmowe konto' })).toBeVisible();
});

test('the landing page explains the product and leads to the sign-up', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Dowiedz się więcej' }).click();
  await expect(page).toHaveURL(/#funkcje$/);
  await expect(page.getByRole('heading', { name: 'Listy obecności' })).toBeInViewport();
  await page.getByRole('link', { name: 'Utwórz darmowe konto' }).click();
  await expect(page).toHaveURL(/\/auth#rejestracja$/);
  await expect(page.getByRole('tab', { name: 'Rejestracja' })).toHaveAttribute('aria-selected', 'true');
});

test('the navigation shows the trip screens and marks the current one', async ({ page }) => {
  await signUp(page, uniqueEmail('nawigacja'));
  const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
  await expect(nav.getByRole('link', { name: 'Wycieczki' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Nie masz jeszcze żadnych wycieczek')).toBeVisible();

  await nav.getByRole('link', { name: 'Uczniowie' }).click();
  await expect(page.getByText('Wybierz wycieczkę aby zobaczyć uczniów')).toBeVisible();
  // With a way to choose one (issue 48).
  await expect(page.getByRole('link', { name: 'Wybierz z listy wycieczek' })).toHaveAttribute('href', '/trips');
  await expect(nav.getByRole('link', { name: 'Uczniowie' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Pokoje' }).click();
  await expect(page.getByRole('heading', { name: 'Zarządzanie Pokojami' })).toBeVisible();
  await expect(page.getByText('Wybierz wycieczkę aby zobaczyć pokoje')).toBeVisible();

  await nav.getByRole('link', { name: 'Obecność' }).click();
  await expect(page.getByRole('heading', { name: 'Lista Obecności' })).toBeVisible();
  await expect(page.getByText('Wybierz wycieczkę aby zarządzać obecnością')).toBeVisible();

  await page.getByRole('link', { name: /strona główna/ }).click();
  await expect(page).toHaveURL(/\/trips$/);
});

test('each screen opens at its top, and Back brings the place it was left at (issue 48)', async ({ page }) => {
  const email = uniqueEmail('przewijanie');
  const teacher = await signUpViaApi(page.request, email, 'Anna Nowak');
  const students = Array.from({ length: 30 }, (_, i) => ({ name: `Uczeń Numer${String(i + 1).padStart(2, '0')}`, className: '4b' }));
  const trip = await createTripViaApi(page.request, teacher.accessToken, { name: 'Długa lista', tripLeaderEmail: email, studentsPerGuardian: 30, students });
  await openAs(page, teacher, `/trips?wycieczka=${trip.id}`);
  const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
  await nav.getByRole('link', { name: 'Uczniowie' }).click();
  await expect(page.getByText('Uczeń Numer30')).toBeAttached();
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const left = await page.evaluate(() => window.scrollY);
  await nav.getByRole('link', { name: 'Pokoje' }).click();
  await expect(page).toHaveURL(/\/rooms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/students$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 5);
  await page.goForward();
  await expect(page).toHaveURL(/\/rooms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the bottom tab bar and the top bar are usable', async ({ page }) => {
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Zaloguj się' })).toBeInViewport({ ratio: 1 });
    expect(await pageWidth()).toBeLessThanOrEqual(360);
    await page.goto('/nie-ma-takiej-strony');
    await expect(page.getByRole('link', { name: 'Zaloguj się' })).toBeInViewport({ ratio: 1 });
    await signUp(page, uniqueEmail('telefon'));

    const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
    await expect(nav).toBeVisible();
    // Polled: a bounding box is null for an element React has just replaced.
    await expect.poll(async () => {
      const box = await nav.boundingBox();
      return box ? box.y + box.height : 0;
    }).toBeGreaterThan(700);

    await nav.getByRole('link', { name: 'Pokoje' }).tap();
    await expect(page.getByRole('heading', { name: 'Zarządzanie Pokojami' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Pokoje' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('link', { name: 'Profil' }).tap();
    await expect(page.getByRole('heading', { name: 'Twój Profil' })).toBeVisible();

    expect(await pageWidth()).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Wyloguj' }).tap();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('a screen whose code does not arrive', () => {
  // No service worker: the screen's file comes from the network, as on a first visit (the worker
  // has not stored the app yet) or after a new version replaced the stored one.
  test.use({ serviceWorkers: 'block', offlineJourney: true });

  test('says so in place of the screen, keeps the navigation, and a reload brings the screen', async ({ page }) => {
    await signUp(page, uniqueEmail('bez-ekranu'));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const roomsCode = /\/assets\/rooms-page-[^/]+\.js$/;
    await page.route(roomsCode, (route) => route.abort('internetdisconnected'));

    const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
    await nav.getByRole('link', { name: 'Pokoje' }).click();
    const heading = page.getByRole('heading', { name: 'Nie udało się otworzyć tego ekranu' });
    await expect(heading).toBeFocused();
    await expect(page.getByRole('alert')).toContainText('Możliwe, że nie ma połączenia z internetem albo pojawiła się nowa wersja aplikacji.');
    await expect(page.getByText('Odświeżenie nie usuwa zmian obecności, które czekają na urządzeniu na wysłanie.')).toBeVisible();
    await expect.poll(() => warnings.some((text) => text.includes('Przechwycony błąd ekranu'))).toBe(true);

    // Another screen from the navigation opens as usual.
    await nav.getByRole('link', { name: 'Uczniowie' }).click();
    await expect(page.getByText('Wybierz wycieczkę aby zobaczyć uczniów')).toBeVisible();
  // With a way to choose one (issue 48).
  await expect(page.getByRole('link', { name: 'Wybierz z listy wycieczek' })).toHaveAttribute('href', '/trips');
    await expect(heading).toHaveCount(0);

    // Back in range: 'Odśwież stronę' loads the screen.
    await nav.getByRole('link', { name: 'Pokoje' }).click();
    await expect(heading).toBeVisible();
    await page.unroute(roomsCode);
    await page.getByRole('button', { name: 'Odśwież stronę' }).click();
    await expect(page.getByRole('heading', { name: 'Zarządzanie Pokojami' })).toBeVisible();
    await expect(page.getByText('Wybierz wycieczkę aby zobaczyć pokoje')).toBeVisible();
  });

  test("the signed-in part's own code lost at a start: the message and a reload, no 'Wyloguj' that would skip the question about unsent changes", async ({ page }) => {
    await signUp(page, uniqueEmail('bez-powloki'));
    const signedInCode = /\/assets\/signed-in-[^/]+\.js$/;
    await page.route(signedInCode, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Nie udało się otworzyć tego ekranu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wyloguj' })).toHaveCount(0);

    await page.unroute(signedInCode);
    await page.getByRole('button', { name: 'Odśwież stronę' }).click();
    await expect(page.getByText('Nie masz jeszcze żadnych wycieczek')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wyloguj' })).toBeVisible();
  });
});
