import { expect, expectAccessible, test } from './fixtures';
import { T, savedOnServer, signedIn, waitForServiceWorker } from './support/engage';
import { waitForSavedQuery } from './support/offline';

/* Favourites (issue 22): hearts, the wishlist offline, the outbox, a guest's heart across sign-in. */

test.describe('favourites', () => {
  test('save a unit from a card, see it in the wishlist, and open it with the network cut', async ({
    page,
    context,
    lang,
    baseURL,
  }) => {
    // The service worker installs only once the page has settled (up to 10 s) and then downloads the
    // whole app: about 17 s of this test on a busy machine, before three pages and a reload offline.
    test.slow();
    const t = T[lang];
    const account = await signedIn(context, baseURL!, lang);
    await page.goto(`/${lang}/listing`);
    await waitForServiceWorker(page);
    const card = page.locator('.unit-card').first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    const heart = card.getByRole('button', { name: t.save });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(card.getByRole('button', { name: t.saved })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => savedOnServer(context.request, account).then((ids) => ids.length)).toBe(1);

    await page.goto(`/${lang}/account/wishlist`);
    await expect(page.getByRole('heading', { level: 1, name: t.wishlist })).toBeVisible();
    const saved = page.locator('.unit-card');
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole('heading')).toHaveText(title);
    await expectAccessible(page);
    // The copy is written to IndexedDB a second after it changes (query-persist's throttle).
    await waitForSavedQuery(page, '"favorites","list"');

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByText(t.offlineNote)).toBeVisible();
      await expect(page.locator('.unit-card').getByRole('heading')).toHaveText(title);
      await page.locator('.unit-card').getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    } finally {
      await context.setOffline(false);
    }
  });

  test('a favourite toggled offline reaches the server once when the connection returns', async ({
    page,
    context,
    lang,
    baseURL,
  }) => {
    const t = T[lang];
    const account = await signedIn(context, baseURL!, lang);
    await page.goto(`/${lang}/listing`);
    // The card is found by its unit's link: other tests book and review units, which may reorder the listing.
    const href = await page.locator('.unit-card').nth(1).getByRole('link').first().getAttribute('href');
    const card = page.locator('.unit-card').filter({ has: page.locator(`a[href="${href}"]`) });
    await expect(card.getByRole('button', { name: t.save })).toBeVisible();
    // The bell (and the outbox behind it) has started for the signed-in visitor.
    await expect(page.locator('[data-bell]')).toBeVisible();

    await context.setOffline(true);
    await card.getByRole('button', { name: t.save }).click();
    await expect(card.getByRole('button', { name: t.saved })).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(500);
    expect(await savedOnServer(context.request, account)).toEqual([]);

    // The race, forced: the replayed save is held until the hearts' own refetch on reconnect has been
    // answered by the server (without the save). The heart must keep the queued save all the same.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/favorites', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const refetched = page.waitForResponse(
      (res) => res.url().endsWith('/api/v1/favorites/ids') && res.request().method() === 'GET',
    );
    await context.setOffline(false);
    // A second "online" right after the first: the replay must still apply the write once.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    expect(((await (await refetched).json()) as { data: { unit_ids: number[] } }).data.unit_ids).toEqual([]);
    await expect(card.getByRole('button', { name: t.saved })).toHaveAttribute('aria-pressed', 'true');
    release();
    await expect.poll(() => savedOnServer(context.request, account)).toHaveLength(1);
    await page.waitForTimeout(1000);
    expect(await savedOnServer(context.request, account)).toHaveLength(1);
    await expect(card.getByRole('button', { name: t.saved })).toHaveAttribute('aria-pressed', 'true');
  });
});

test('a guest who presses a heart signs in and comes back with the unit saved; signing out wipes the offline data', async ({
  page,
  context,
  lang,
}) => {
  const t = T[lang];
  const email = `guest-heart-${lang}-${Date.now().toString(36)}@example.com`;
  const password = 'sand-dunes-at-dusk';
  const made = await context.request.post('/api/v1/register', {
    data: { name: 'Faisal Odeh', email, password, phone: '+966501112299' },
  });
  expect(made.status()).toBe(201);
  const token = ((await made.json()) as { data: { token: string } }).data.token;
  await context.clearCookies();

  await page.goto(`/${lang}/listing`);
  const card = page.locator('.unit-card').first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: t.save }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/sign-in\\?redirect=`));
  await page.getByRole('textbox', { name: t.email }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/${lang}/listing`));
  await expect(page.locator('.unit-card').first().getByRole('button', { name: t.saved })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => savedOnServer(context.request, { token, userId: '' })).toHaveLength(1);
  await page.goto(`/${lang}/account/wishlist`);
  await expect(page.locator('.unit-card').getByRole('heading')).toHaveText(title);
  // Kept on the device first (a second after it changes), so the sign-out below has a copy to wipe.
  await waitForSavedQuery(page, '"favorites","list"');

  // Sign-out forgets the kept copy and the outbox: nothing of this user stays in IndexedDB.
  await page.goto(`/${lang}/account`);
  await page.getByRole('button', { name: t.signOut }).click();
  await expect(page.locator('.site-header').getByRole('link', { name: t.signIn })).toBeVisible();
  const left = await page.evaluate(async () => {
    const read = (db: string, store: string) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open(db);
        open.onsuccess = () => {
          const conn = open.result;
          if (!conn.objectStoreNames.contains(store)) return resolve(0);
          const count = conn.transaction(store).objectStore(store).count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(0);
      });
    const cacheNames = (await caches.keys()).filter((name) => name.startsWith('sakan-saved-photos'));
    const persisted = await new Promise<string>((resolve) => {
      const open = indexedDB.open('sakan');
      open.onsuccess = () => {
        const conn = open.result;
        if (!conn.objectStoreNames.contains('query-cache')) return resolve('');
        const get = conn.transaction('query-cache').objectStore('query-cache').get('react-query');
        get.onsuccess = () => resolve(String(get.result ?? ''));
      };
      open.onerror = () => resolve('');
    });
    return {
      outbox: await read('sakan-outbox', 'writes'),
      savedPhotos: cacheNames.length,
      personal: persisted.includes('"favorites"') || persisted.includes('"notifications"'),
    };
  });
  expect(left).toEqual({ outbox: 0, savedPhotos: 0, personal: false });
});
