import { execFileSync } from 'node:child_process';
import type { Download, Page } from '@playwright/test';
import type { SchoolInvitation, StudentInput } from '@wycieczki/shared';
import { expect, openAs, PASSWORD, signUpViaApi, test, toast, tripCard, uniqueEmail } from './fixtures';
import { PHONE } from './fixtures/phone-and-desk';
import { createTripLedBy, signUpAs } from './fixtures/trip-setup';

test.use(PHONE);

type Seen = { said: { words: string; inButton: boolean }[]; bars: { name: string; now: string | null; max: string | null; text: string | null }[]; widest: number };

/**
 * Records every state the page shows of a document being prepared ('Przygotowujemy dokument…', its
 * pages made, the bar), as the page draws it: how long each lasts is the server's business, so the
 * journey asserts what was shown, never that it was still on screen when looked at.
 */
async function recordDocumentProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Seen = { said: [], bars: [], widest: 0 };
    (window as unknown as { documentProgress: Seen }).documentProgress = seen;
    const note = () => {
      for (const label of Array.from(document.querySelectorAll('span > span:first-child'))) {
        if (label.textContent !== 'Przygotowujemy dokument…') continue;
        // The words as a reader has them: 'Przygotowujemy dokument…' and the pages made are spans side by side.
        const said = { words: Array.from(label.parentElement!.children).map((span) => span.textContent).join(' '), inButton: label.closest('button') !== null };
        if (JSON.stringify(seen.said.at(-1)) !== JSON.stringify(said)) seen.said.push(said);
      }
      for (const bar of Array.from(document.querySelectorAll('[role="progressbar"]'))) {
        const state = { name: bar.getAttribute('aria-label') ?? '', now: bar.getAttribute('aria-valuenow'), max: bar.getAttribute('aria-valuemax'), text: bar.getAttribute('aria-valuetext') };
        if (JSON.stringify(seen.bars.at(-1)) !== JSON.stringify(state)) seen.bars.push(state);
      }
      seen.widest = Math.max(seen.widest, document.documentElement.scrollWidth);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

const seenProgress = (page: Page) => page.evaluate(() => (window as unknown as { documentProgress: Seen }).documentProgress);

/** The PDF's page count, as poppler's pdfinfo reads it. */
async function pdfPageCount(file: Download): Promise<number> {
  const info = execFileSync('pdfinfo', [(await file.path())!], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]);
}

/**
 * What every document's progress shows, whatever the server's speed: 'Przygotowujemy dokument…' (in
 * the button itself, or under it), the bar, the pages made never going back.
 */
function expectProgressShown(seen: Seen, { label, pages, inButton }: { label: string; pages: number; inButton: boolean }): void {
  expect(seen.said.length, 'the page said "Przygotowujemy dokument…"').toBeGreaterThan(0);
  expect(seen.said[0]?.words).toBe('Przygotowujemy dokument…');
  for (const said of seen.said) {
    expect(said.words).toMatch(new RegExp(`^Przygotowujemy dokument…( \\d+ z ${pages} stron)?$`));
    expect(said.inButton).toBe(inButton);
  }
  const bars = seen.bars.filter((bar) => bar.name === `Postęp przygotowania: ${label}`);
  // The server's first answer already counts the pages to make.
  expect(bars.some((bar) => bar.max === String(pages) && bar.now === '0')).toBe(true);
  const made = bars.filter((bar) => bar.now !== null).map((bar) => Number(bar.now));
  expect(made).toEqual([...made].sort((a, b) => a - b));
  expect(made.every((n) => n <= pages)).toBe(true);
  // Nothing of it wider than the phone.
  expect(seen.widest).toBeLessThanOrEqual(360);
}

const FIRST = ['Zofia', 'Jan', 'Hanna', 'Szymon', 'Maja', 'Filip', 'Łucja', 'Antoni', 'Amelia', 'Jakub', 'Oliwia', 'Franciszek'];
const LAST = ['Kowalska', 'Nowak', 'Wiśniewska', 'Wójcik', 'Kamińska', 'Lewandowski', 'Zielińska', 'Szymański', 'Woźniak', 'Dąbrowska'];
const students = (count: number): StudentInput[] =>
  Array.from({ length: count }, (_, i) => ({ name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i + 1}`, className: `${1 + (i % 8)}${'abcd'[i % 4]}` }));

/**
 * Issue 55 at 360 px: a whole school's trip of 1200 pupils; 'Dokumenty wycieczki' → 'Zgody rodziców'
 * says 'Przygotowujemy dokument…' with a bar of the pages made, and the file arrives when made: one
 * consent per pupil.
 */
test("a trip of 1200 pupils: 'Zgody rodziców' is prepared with its progress shown, then downloaded", async ({ page }) => {
  test.setTimeout(240_000);
  // 1200 pupils at 30 per guardian: the leader and 39 guardians.
  const leader = await signUpAs(page.request, 'zgody-kierownik', 'Anna Nowak');
  const guardians = await Promise.all(Array.from({ length: 39 }, (_, i) => signUpAs(page.request, `zgody-opiekun-${i}`, `Ewa ${LAST[i % LAST.length]}`)));
  const tripName = 'Zielona szkoła – cała szkoła';
  await createTripLedBy(page.request, leader, { name: tripName, guardians, studentsPerGuardian: 30, students: students(1200) });

  await openAs(page, leader, '/trips');
  const card = tripCard(page, tripName);
  await expect(card).toContainText('1200 uczniów');
  await recordDocumentProgress(page);
  await card.getByRole('button', { name: 'Dokumenty wycieczki' }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Zgody rodziców' }).click()]);
  await expect(toast(page, 'Pobrano: Zgody rodziców')).toBeVisible();
  // Ready again, and the bar gone.
  await expect(card.getByRole('button', { name: 'Dokumenty wycieczki' })).toBeEnabled();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  expectProgressShown(await seenProgress(page), { label: 'Zgody rodziców', pages: 1200, inButton: true });
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(await pdfPageCount(file)).toBe(1200);
});

/** The head's documents of a school trip (issue 27) are followed the same way, from the trip's review: what is done shows under the row of documents. */
test("the head downloads a school trip's 'Zgody rodziców' with its progress shown", async ({ page }) => {
  test.setTimeout(120_000);
  const headEmail = uniqueEmail('zgody-dyrektor');
  const head = await signUpViaApi(page.request, headEmail, 'Barbara Dyrektor');
  const headAuth = { Authorization: `Bearer ${head.accessToken}` };
  expect((await page.request.post('/api/schools', { headers: headAuth, data: { name: 'Szkoła Podstawowa nr 3 w Krakowie' } })).status()).toBe(201);
  const invitation = (await (await page.request.post('/api/schools/mine/invitations', { headers: headAuth })).json()) as SchoolInvitation;
  const teacher = await signUpAs(page.request, 'zgody-nauczyciel', 'Tomasz Nauczyciel');
  const secret = invitation.path.slice(invitation.path.indexOf('#') + 1);
  expect((await page.request.post('/api/schools/join', { headers: { Authorization: `Bearer ${teacher.accessToken}` }, data: { secret } })).status()).toBe(200);
  const trip = await createTripLedBy(page.request, teacher, { name: 'Wyjście do teatru', students: students(7) });

  // Signed in again, the session knows she is the head.
  const session = await (await page.request.post('/api/auth/sign-in', { data: { email: headEmail, password: PASSWORD } })).json();
  await openAs(page, session, `/school/trips/${trip.id}`);
  await expect(page.getByRole('heading', { name: 'Dokumenty (PDF)' })).toBeVisible();
  await recordDocumentProgress(page);
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Zgody rodziców' }).click()]);
  await expect(toast(page, 'Pobrano: Zgody rodziców')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zgody rodziców' })).toBeEnabled();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  expectProgressShown(await seenProgress(page), { label: 'Zgody rodziców', pages: 7, inButton: false });
  expect(await pdfPageCount(file)).toBe(7);
});
