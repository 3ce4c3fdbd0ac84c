import { createTripViaApi, expect, signInWithSession, signUpViaApi, test, toast, uniqueEmail } from './fixtures';

test('a teacher adds rooms, assigns students within capacity, moves one and deletes a room', async ({ page }) => {
  const email = uniqueEmail('pokoje');
  const session = await signUpViaApi(page.request, email, 'Anna Nowak');
  await createTripViaApi(page.request, session.accessToken, {
    name: 'Zielona szkoła',
    tripLeaderEmail: email,
    students: [{ name: 'Jan Kowalski' }, { name: 'Ola Zając' }, { name: 'Piotr Lis' }],
  });
  await signInWithSession(page, session);
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: 'Zarządzanie Pokojami' })).toBeVisible();
  await expect(page.getByText('Przypisz uczniów do pokoi hotelowych')).toBeVisible();

  // The screen's own checks come first.
  await page.getByRole('button', { name: 'Dodaj pokój' }).click();
  const add = page.getByRole('dialog', { name: 'Dodaj pokój' });
  await expect(add.getByLabel('Numer pokoju')).toHaveAttribute('placeholder', '201');
  await expect(add.getByLabel('Pojemność (liczba miejsc)')).toHaveValue('4');
  await add.getByRole('button', { name: 'Dodaj pokój' }).click();
  await expect(toast(page, 'Podaj numer pokoju')).toBeVisible();
  await add.getByLabel('Numer pokoju').fill('101');
  await add.getByLabel('Pojemność (liczba miejsc)').fill('0');
  await add.getByRole('button', { name: 'Dodaj pokój' }).click();
  await expect(toast(page, 'Pojemność musi być liczbą większą od 0')).toBeVisible();
  await add.getByLabel('Pojemność (liczba miejsc)').fill('2');
  await add.getByRole('button', { name: 'Dodaj pokój' }).click();
  await expect(toast(page, 'Dodano pokój')).toBeVisible();
  const room101 = page.getByRole('group', { name: 'Pokój 101' });
  await expect(room101).toContainText('0/2 miejsc');
  await expect(room101).toContainText('Brak przypisanych uczniów');

  // A taken number is refused by the server with its Polish message.
  await page.getByRole('button', { name: 'Dodaj pokój' }).click();
  await add.getByLabel('Numer pokoju').fill('101');
  await add.getByRole('button', { name: 'Dodaj pokój' }).click();
  await expect(toast(page, 'Błąd podczas dodawania pokoju')).toContainText('Pokój o tym numerze już istnieje');
  await add.getByLabel('Numer pokoju').fill('102');
  await add.getByRole('button', { name: 'Dodaj pokój' }).click();
  await expect(add).toBeHidden();
  const room102 = page.getByRole('group', { name: 'Pokój 102' });
  await expect(room102).toContainText('0/4 miejsc');

  // Over capacity: the confirm button is disabled.
  await room101.getByRole('button', { name: 'Przypisz uczniów' }).click();
  const assign = page.getByRole('dialog', { name: 'Przypisz uczniów do pokoju 101' });
  for (const name of ['Jan Kowalski', 'Ola Zając', 'Piotr Lis']) await assign.getByLabel(name).check();
  await expect(assign.getByText('Wybrano: 3 / 2')).toBeVisible();
  await expect(assign.getByText('Przekroczono pojemność pokoju!')).toBeVisible();
  await expect(assign.getByRole('button', { name: 'Przypisz' })).toBeDisabled();
  await assign.getByLabel('Piotr Lis').uncheck();
  await expect(assign.getByText('Wybrano: 2 / 2')).toBeVisible();
  await expect(assign.getByText('Przekroczono pojemność pokoju!')).toBeHidden();
  await assign.getByRole('button', { name: 'Przypisz' }).click();
  await expect(toast(page, 'Przypisano uczniów do pokoju')).toBeVisible();
  await expect(room101).toContainText('2/2 miejsc');
  await expect(room101.getByRole('list')).toHaveText(/Jan Kowalski.*Ola Zając/);

  // Moving Ola to 102: the checklist says where she is now.
  await room102.getByRole('button', { name: 'Przypisz uczniów' }).click();
  const assign102 = page.getByRole('dialog', { name: 'Przypisz uczniów do pokoju 102' });
  await expect(assign102.getByText('(obecnie w pokoju 101 - zostanie przeniesiony)')).toHaveCount(2);
  await assign102.getByLabel(/Ola Zając/).check();
  await assign102.getByLabel(/Piotr Lis/).check();
  await assign102.getByRole('button', { name: 'Przypisz' }).click();
  await expect(toast(page, 'Przypisano uczniów do pokoju')).toBeVisible();
  await expect(room101).toContainText('1/2 miejsc');
  await expect(room102).toContainText('2/4 miejsc');
  await expect(room102).toContainText('Ola Zając');

  // Edit: a capacity below the occupants is refused by the server; a new number is saved.
  await room102.getByRole('button', { name: 'Edytuj' }).click();
  const edit = page.getByRole('dialog', { name: 'Edytuj pokój' });
  await edit.getByLabel('Pojemność (liczba miejsc)').fill('1');
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toast(page, 'Błąd podczas aktualizacji pokoju')).toContainText('Przekroczono pojemność pokoju!');
  await edit.getByLabel('Pojemność (liczba miejsc)').fill('3');
  await edit.getByLabel('Numer pokoju').fill('103');
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(toast(page, 'Zaktualizowano pokój')).toBeVisible();
  const room103 = page.getByRole('group', { name: 'Pokój 103' });
  await expect(room103).toContainText('2/3 miejsc');

  // Delete: its students lose the room.
  await room103.getByRole('button', { name: 'Usuń pokój 103' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Usunąć pokój?' });
  await expect(confirm).toContainText('Czy na pewno chcesz usunąć pokój 103? Ta akcja jest nieodwracalna.');
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(toast(page, 'Usunięto pokój')).toBeVisible();
  await expect(room103).toBeHidden();

  await page.getByRole('link', { name: 'Uczniowie' }).first().click();
  const rows = page.getByTestId('student-row');
  await expect(rows.filter({ hasText: 'Ola Zając' })).toContainText('Nie przypisany');
  await expect(rows.filter({ hasText: 'Piotr Lis' })).toContainText('Nie przypisany');
  await expect(rows.filter({ hasText: 'Jan Kowalski' })).toContainText('Pokój 101');
});

test('without a trip the screens ask to choose one', async ({ page }) => {
  const session = await signUpViaApi(page.request, uniqueEmail('bez-wycieczki'));
  await signInWithSession(page, session);
  await page.goto('/rooms');
  await expect(page.getByText('Wybierz wycieczkę aby zobaczyć pokoje')).toBeVisible();
  await page.goto('/students');
  await expect(page.getByText('Wybierz wycieczkę aby zobaczyć uczniów')).toBeVisible();
});
