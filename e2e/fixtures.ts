import { expect, test as base, type Page } from '@playwright/test';

// Chromium reports every non-2xx answer as a console error; negative journeys expect these.
const EXPECTED_HTTP_ERROR = /Failed to load resource: the server responded with a status of (401|409|429)/;

/** Every journey fails on a `console.error` or an uncaught exception in the page. */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !EXPECTED_HTTP_ERROR.test(message.text())) {
        problems.push(`console.error: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

export { expect };

export const PASSWORD = 'Bezpieczne1';

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@szkola.pl`;
}

export async function signUp(page: Page, email: string, fullName = 'Anna Nowak'): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Rejestracja' }).click();
  await page.getByLabel('Imię i nazwisko').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Utwórz konto' }).click();
  await expect(page).toHaveURL(/\/trips$/);
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
