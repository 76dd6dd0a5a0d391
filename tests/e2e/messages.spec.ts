import { randomUUID } from 'node:crypto';
import { letterTag } from './support/tag';
import { expect, expectAccessible, test } from './fixtures';
import { waitForSavedQuery } from './support/offline';
import { waitForServiceWorker } from './support/service-worker';
import { DEMO_HOST } from './support/reviews';
import { bookStay, newGuest, signInAs } from './support/trips';
import { T } from './support/messages-text';

/*
 * Messages (issue 33): a guest writes offline from a trip page; back online the host's page shows it
 * live and counts it; the host sets the door code and answers; the guest, offline again, reads the
 * answer and the door code in the stay kit. Real server, real PostgreSQL, both languages.
 */

test.describe('messages', () => {
  test('offline question from a trip, live at the host, the answer and door code read offline', async ({
    page,
    context,
    browser,
    lang,
    baseURL,
  }) => {
    // Two people, two pages, the network cut twice, four pages checked with axe.
    test.slow();
    const t = T[lang];
    const tag = letterTag(6);
    const question = `${t.question} ${tag}`;
    const answer = `${t.answer} ${tag}`;
    const doorCode = `${lang === 'ar' ? '4' : '7'}${Math.floor(Math.random() * 9000 + 1000)}#`;

    // A stay checking in tomorrow: well inside the 48 hours from which the door code shows.
    const guest = await newGuest(context, baseURL!);
    const stay = await bookStay(context.request, guest, lang, 1);
    await page.goto(`/${lang}/account/reservations/${stay.id}`);
    await expect(page.getByRole('heading', { level: 2, name: t.stayKit })).toBeVisible();
    const thread = page.getByRole('region', { name: t.threadHeading });
    await expect(thread.getByRole('form', { name: t.write })).toBeVisible();
    await waitForServiceWorker(page);
    await waitForSavedQuery(page, `"kit","${stay.id}"`);
    await expectAccessible(page);

    const hostContext = await browser.newContext({
      baseURL,
      locale: lang === 'ar' ? 'ar-SA' : 'en-US',
      timezoneId: 'UTC',
    });
    try {
      await signInAs(hostContext, baseURL!, { email: DEMO_HOST.email, password: DEMO_HOST.password });
      const host = await hostContext.newPage();
      await host.goto(`/${lang}/hosting/messages`);
      await expect(host.getByRole('heading', { level: 1, name: t.messages })).toBeVisible();
      await expectAccessible(host);
      // Let the host's live stream connect before the message.
      await host.waitForTimeout(1000);

      // Offline: the message waits in the outbox, shown in order as waiting to send.
      await context.setOffline(true);
      await thread.getByRole('textbox', { name: t.yourMessage }).fill(question);
      await thread.getByRole('button', { name: t.sendOffline }).click();
      const waiting = thread.locator('[data-pending]', { hasText: question });
      await expect(waiting).toContainText(t.waiting);

      // Back online: sent once, and the host's open page shows it within 2 seconds, counted.
      const back = Date.now();
      await context.setOffline(false);
      const row = host.locator('.thread-row', { hasText: question });
      await expect(row).toBeVisible({ timeout: 2000 });
      expect(Date.now() - back).toBeLessThan(2500);
      await expect(row).toHaveClass(/thread-row-unread/);
      await expect(host.getByTestId('host-messages-count')).toBeVisible();
      await expect(host.getByTestId('bell-count')).toBeVisible();
      await expect(waiting).toHaveCount(0);
      await expect(thread.locator('.message-mine', { hasText: question })).toHaveCount(1);

      // The host opens it (read), sets the door code and answers.
      await row.click();
      await expect(host.locator('.message', { hasText: question })).toHaveCount(1);
      await host.getByRole('button', { name: t.doorCodeToggle }).click();
      await host.getByRole('textbox', { name: t.newDoorCode }).fill(doorCode);
      await host.getByRole('button', { name: t.saveDoorCode }).click();
      await expect(host.getByTestId('current-door-code')).toContainText(doorCode);
      await host.getByRole('textbox', { name: t.yourMessage }).fill(answer);
      await host.getByRole('button', { name: t.send, exact: true }).click();
      await expect(host.locator('.message-mine', { hasText: answer })).toBeVisible();
      await expectAccessible(host);

      // The guest's page hears it live; the kit now has the door code; both are kept on the device.
      await expect(thread.locator('.message-theirs', { hasText: answer })).toBeVisible({ timeout: 5000 });
      await expect(page.getByTestId('door-code')).toHaveText(doorCode);
      await waitForSavedQuery(page, doorCode);
      await waitForSavedQuery(page, answer);

      // Offline again, a fresh load of the trip page reads both from the saved copy.
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByText(t.offline).first()).toBeVisible();
      await expect(page.getByTestId('door-code')).toHaveText(doorCode);
      await expect(page.locator('.message-theirs', { hasText: answer })).toBeVisible();
      await expect(page.locator('.message-mine', { hasText: question })).toBeVisible();
      await expectAccessible(page);
      await context.setOffline(false);
    } finally {
      await hostContext.close();
    }
  });

  test('the guest’s messages list finds the conversation, and an unknown thread says so', async ({
    page,
    context,
    lang,
    baseURL,
  }) => {
    // A stay booked through checkout and three pages checked with axe.
    test.slow();
    const t = T[lang];
    const guest = await newGuest(context, baseURL!);
    await page.goto(`/${lang}/account/messages`);
    await expect(page.getByRole('heading', { level: 1, name: t.messages })).toBeVisible();
    await expect(page.locator('.empty-state')).toBeVisible();
    await expectAccessible(page);

    // A thread shows in the list once it has a message: the guest writes one through the API.
    const stay = await bookStay(context.request, guest, lang, 60);
    const auth = { Authorization: `Bearer ${guest.token}` };
    const opened = await context.request.put(`/api/v1/messages/stays/${stay.id}/thread`, { headers: auth });
    expect(opened.ok(), await opened.text()).toBe(true);
    const { thread } = ((await opened.json()) as { data: { thread: { id: number } } }).data;
    const sent = await context.request.post(`/api/v1/messages/threads/${thread.id}/messages`, {
      headers: { ...auth, 'Idempotency-Key': randomUUID() },
      data: { text: t.question },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await page.goto(`/${lang}/account/messages?q=${encodeURIComponent(stay.code)}`);
    const row = page.locator('.thread-row', { hasText: stay.code });
    await expect(row).toBeVisible();
    await row.click();
    await expect(page.getByRole('form', { name: t.write })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/${lang}/account/messages/2147483647`);
    await expect(page.getByText(t.missing)).toBeVisible();
    await expectAccessible(page);
  });

  test('a question before booking, from the unit page, opens a conversation with the host', async ({
    page,
    context,
    lang,
    baseURL,
  }) => {
    // The dialog's code and strings load when the button is pressed; two pages checked with axe.
    test.slow();
    const t = T[lang];
    const guest = await newGuest(context, baseURL!);
    const list = await context.request.get('/api/v1/units/filter?per_page=1&sort=price_desc', {
      headers: { Authorization: `Bearer ${guest.token}` },
    });
    const slug = ((await list.json()) as { data: { items: { slug: string }[] } }).data.items[0]!.slug;
    const text = `${t.question} ${letterTag(6)}`;

    await page.goto(`/${lang}/units/${slug}`);
    await page.getByRole('button', { name: t.askHost }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t.yourQuestion }).fill(text);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t.sendQuestion }).click();
    await expect(dialog.getByText(t.questionSent)).toBeVisible();
    await dialog.getByRole('link', { name: t.openConversation }).click();
    await expect(page.locator('.message-mine', { hasText: text })).toBeVisible();
    await expectAccessible(page);
  });
});
