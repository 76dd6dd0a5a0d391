import type { Page } from '@playwright/test';
import { CARD_RULES, expect, expectAccessible, test } from './fixtures';
import { waitForSavedQuery } from './support/offline';
import { waitForServiceWorker } from './support/service-worker';
import { bookStay, newGuest, signInAs } from './support/trips';

const T = {
  en: {
    title: 'My reservations',
    upcoming: 'Upcoming',
    past: 'Past',
    cancelled: 'Cancelled',
    seeRefund: 'See my refund and cancel',
    cancelAndRefund: /^Cancel and refund /,
    stateCancelled: 'Cancelled',
    offline: /You’re offline\. This is your saved copy, last updated at/,
    offlineTitle: 'You’re offline',
    tripsKept: 'Your trips are kept on this device once you open them online.',
    cancelOffline: 'Cancelling needs a connection',
    noUpcoming: 'You have no upcoming stays.',
    rewards: 'Rewards',
    tier: /^Your tier: /,
    history: 'Points history',
    earned: 'Earned for a completed stay',
    join: 'Create a free account',
    receipt: 'Receipt',
    signOut: 'Sign out',
  },
  ar: {
    title: 'حجوزاتي',
    upcoming: 'القادمة',
    past: 'السابقة',
    cancelled: 'الملغاة',
    seeRefund: 'اعرض المبلغ المسترد وألغِ',
    cancelAndRefund: /^ألغِ واسترد /,
    stateCancelled: 'ملغاة',
    offline: /أنت غير متصل\. هذه نسختك المحفوظة، وآخر تحديث لها في/,
    offlineTitle: 'أنت غير متصل',
    tripsKept: 'تُحفظ رحلاتك على هذا الجهاز بعد فتحها وأنت متصل.',
    cancelOffline: 'يحتاج الإلغاء إلى اتصال',
    noUpcoming: 'لا توجد لديك إقامات قادمة.',
    rewards: 'المكافآت',
    tier: /^فئتك: /,
    history: 'سجل النقاط',
    earned: 'مكتسبة عن إقامة مكتملة',
    join: 'أنشئ حسابًا مجانيًا',
    receipt: 'الإيصال',
    signOut: 'تسجيل الخروج',
  },
} as const;

const DEMO = { email: 'demo@sakan.example', password: 'Sakan-demo-2026' };

/** The saved query cache holds the trip wallet (IndexedDB, written a second after a change). */
async function waitForSavedTrips(page: Page, id: string) {
  await waitForSavedQuery(page, `"detail","${id}"`);
}

test.describe('trips', () => {
  test('book, see it upcoming, cancel with the refund shown, see it cancelled', async ({
    page,
    context,
    lang,
    baseURL,
  }) => {
    const t = T[lang];
    const guest = await newGuest(context, baseURL!);
    const stay = await bookStay(context.request, guest, lang);

    await page.goto(`/${lang}/account/reservations`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('link', { name: t.upcoming })).toHaveAttribute('aria-current', 'page');
    const card = page.getByRole('link', { name: stay.unitTitle });
    await expect(card).toBeVisible();
    await expect(page.getByText(stay.code)).toBeVisible();
    if (lang === 'ar') {
      await expect(page.locator('.stay-date-hijri').first()).toContainText('هـ');
      // One digit system and the Arabic comma on a card (issue 29).
      await expect(page.locator('.trip-card').first()).not.toContainText(/[٠-٩]/);
      await expect(page.locator('.trip-card-place').first()).toContainText('، ');
    }
    await expectAccessible(page, { also: CARD_RULES });

    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: stay.unitTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.receipt })).toBeVisible();
    await page.getByRole('button', { name: t.seeRefund }).click();
    const confirm = page.getByRole('button', { name: t.cancelAndRefund });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    // The amount on the button is the refund the server then makes.
    const shown = (await confirm.textContent())!.replace(t.cancelAndRefund, '').trim();
    await confirm.click();
    await expect(page.locator('.trip-state').first()).toContainText(t.stateCancelled);
    await expect(page.locator('.trip-refund').first()).toContainText(shown);

    await page.goto(`/${lang}/account/reservations?tab=cancelled`);
    await expect(page.getByRole('link', { name: stay.unitTitle })).toBeVisible();
    await page.goto(`/${lang}/account/reservations?tab=upcoming`);
    await expect(page.getByText(t.noUpcoming)).toBeVisible();
  });

  test('the demo guest sees past stays and rewards', async ({ page, context, lang, baseURL }) => {
    const t = T[lang];
    await signInAs(context, baseURL!, DEMO);
    await page.goto(`/${lang}/account/reservations?tab=past`);
    await expect(page.locator('.trip-card')).toHaveCount(3);
    await expectAccessible(page, { also: CARD_RULES });
    await page.goto(`/${lang}/rewards`);
    await expect(page.getByRole('heading', { name: t.tier })).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByRole('heading', { name: t.history })).toBeVisible();
    await expect(page.getByRole('cell', { name: new RegExp(t.earned) }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('a signed-out visitor is told about the programme and invited to join', async ({ page, lang }) => {
    await page.goto(`/${lang}/rewards`);
    await expect(page.getByRole('link', { name: T[lang].join })).toBeVisible();
    await expectAccessible(page);
  });

  test('with the network cut, the list and an upcoming stay open from the saved copy', async ({
    page,
    context,
    lang,
    baseURL,
  }) => {
    const t = T[lang];
    const guest = await newGuest(context, baseURL!);
    const stay = await bookStay(context.request, guest, lang, 50);
    await page.goto(`/${lang}/account/reservations`);
    await expect(page.getByRole('link', { name: stay.unitTitle })).toBeVisible();
    await waitForServiceWorker(page);
    await waitForSavedTrips(page, stay.id);
    // The rewards travel with the trips, though the rewards page was never opened.
    await waitForSavedQuery(page, `"loyalty","${guest.id}","progress"`);

    await context.setOffline(true);
    await page.goto(`/${lang}/account/reservations`);
    await expect(page.getByText(t.offline)).toBeVisible();
    await expect(page.getByRole('link', { name: stay.unitTitle })).toBeVisible();
    await page.goto(`/${lang}/account/reservations/${stay.id}`);
    await expect(page.getByRole('heading', { level: 1, name: stay.unitTitle })).toBeVisible();
    await expect(page.getByText(t.offline)).toBeVisible();
    await expect(page.getByText(t.cancelOffline)).toBeVisible();
    await expectAccessible(page);
    await page.goto(`/${lang}/rewards`);
    await expect(page.getByRole('heading', { name: t.tier })).toBeVisible();
    await expect(page.getByText(t.offline)).toBeVisible();
    await context.setOffline(false);
  });

  test('trips never opened online say offline what they keep, in the shell, not an error', async ({
    page,
    context,
    lang,
    baseURL,
  }) => {
    const t = T[lang];
    await newGuest(context, baseURL!);
    await page.goto(`/${lang}`);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto(`/${lang}/account/reservations`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.offlineTitle);
    await expect(page.getByText(t.tripsKept)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expectAccessible(page);
    await context.setOffline(false);
  });

  test('after sign-out, the next person sees none of the first one’s trips, online or offline', async ({
    page,
    context,
    lang,
    baseURL,
  }) => {
    // Two accounts, a booking, the worker's install and two offline loads: about 20 s on a quiet
    // machine, past the default 30 s on a busy two-core one.
    test.slow();
    const t = T[lang];
    const first = await newGuest(context, baseURL!);
    const stay = await bookStay(context.request, first, lang, 60);
    await page.goto(`/${lang}/account/reservations`);
    await expect(page.getByRole('link', { name: stay.unitTitle })).toBeVisible();
    await waitForServiceWorker(page);
    await waitForSavedTrips(page, stay.id);

    await page.goto(`/${lang}/account`);
    await page.getByRole('button', { name: t.signOut }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    const leftovers = await page.evaluate(async (id) => {
      const names = await caches.keys();
      const saved = await new Promise<string>((resolve) => {
        const open = indexedDB.open('sakan');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve('');
          const get = db.transaction('query-cache').objectStore('query-cache').get('react-query');
          get.onsuccess = () => resolve(String(get.result ?? ''));
          get.onerror = () => resolve('');
        };
        open.onerror = () => resolve('');
      });
      return { tripCache: names.includes('sakan-trips-v1'), saved: saved.includes(id) };
    }, stay.id);
    expect(leftovers).toEqual({ tripCache: false, saved: false });

    await newGuest(context, baseURL!);
    await page.goto(`/${lang}/account/reservations`);
    await expect(page.getByText(t.noUpcoming)).toBeVisible();
    await expect(page.getByText(stay.code)).toHaveCount(0);
    await context.setOffline(true);
    await page.goto(`/${lang}/account/reservations`);
    await expect(page.getByText(stay.unitTitle)).toHaveCount(0);
    await expect(page.getByText(stay.code)).toHaveCount(0);
    await context.setOffline(false);
  });
});
