import { letterTag } from './support/tag';
import { expect, expectAccessible, test, type Lang } from './fixtures';
import type { Page } from '@playwright/test';
import { photo } from './support/photo';
import { guestInOwnContext, openConsoleSection } from './support/console-session';
import { askAHost } from './support/threads';

const T = {
  en: {
    title: 'Messages',
    console: 'Console',
    find: 'Find a conversation',
    search: 'Search',
    conversation: 'The conversation',
    message: 'Message',
    send: 'Send as Sakan support',
    sent: /^Sent\./,
    support: 'Sakan support',
    noAccess: 'You don’t have access to this section',
    openConsole: 'Open the console',
  },
  ar: {
    title: 'الرسائل',
    console: 'لوحة التشغيل',
    find: 'ابحث عن محادثة',
    search: 'بحث',
    conversation: 'المحادثة',
    message: 'الرسالة',
    send: 'أرسل باسم دعم سكن',
    sent: /^أُرسلت\./,
    support: 'دعم سكن',
    noAccess: 'لا تملك صلاحية الوصول إلى هذا القسم',
    openConsole: 'افتح لوحة التشغيل',
  },
} as const satisfies Record<Lang, unknown>;

/** Presses a message's photo: the full-size file opens in a dialog with its alt text; Escape closes it. */
async function opensFullSize(page: Page) {
  const thumbnail = page.locator('.photo-strip-open').first();
  await thumbnail.click();
  const full = page.getByRole('dialog').locator('img.photo-gallery-image');
  await expect(full).toBeVisible();
  expect(await full.getAttribute('alt')).toBeTruthy();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(thumbnail).toBeFocused();
}

/*
 * The console's Messages section: a guest asks a host a question; support staff find the conversation
 * by the guest's e-mail, read it and write in it; the guest's own page shows the answer signed Sakan
 * support; either side opens the question's photo full size. Staff of another role are told the section is not theirs.
 */
test('support finds a conversation, writes in it, and the guest reads it from Sakan support', async ({
  page,
  browser,
  lang,
  baseURL,
}) => {
  test.slow();
  const t = T[lang];
  const tag = letterTag();
  const { guestContext, guest } = await guestInOwnContext(browser, baseURL!);
  const question = `Can we check in at noon? (${tag})`;
  const threadId = await askAHost(guestContext.request, guest.token, question, await photo('#3b7d6e'));

  await openConsoleSection(page, baseURL!, {
    lang,
    section: 'messages',
    heading: t.title,
    roles: ['support'],
  });
  await page.getByRole('searchbox', { name: t.find }).fill(guest.email);
  await page.getByRole('button', { name: t.search, exact: true }).click();
  const found = page.getByRole('table').getByRole('link');
  await expect(found).toHaveCount(1);
  await found.click();
  await expect(page).toHaveURL(new RegExp(`/admin/messages/${threadId}$`));
  const conversation = page.getByRole('region', { name: t.conversation });
  await expect(conversation).toContainText(question);
  await expectAccessible(page);
  await opensFullSize(page);

  const answer = `Noon is fine; the host has been told (${tag})`;
  await page.getByRole('textbox', { name: t.message, exact: true }).fill(answer);
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.getByRole('status').filter({ hasText: t.sent })).toBeVisible();
  await expect(conversation.getByRole('listitem').filter({ hasText: answer })).toContainText(t.support);

  // The guest, in a browser of their own, reads it in their conversation under Sakan support's name.
  const guestPage = await guestContext.newPage();
  await guestPage.goto(`/${lang}/account/messages/${threadId}`);
  const fromSupport = guestPage.locator('.message-staff', { hasText: answer });
  await expect(fromSupport.locator('.message-author')).toHaveText(t.support);
  await opensFullSize(guestPage);
  await guestContext.close();
});

test('staff without the support role are told the Messages section is not theirs', async ({
  page,
  lang,
  baseURL,
}) => {
  const t = T[lang];
  await openConsoleSection(page, baseURL!, {
    lang,
    section: 'messages',
    heading: t.noAccess,
    roles: ['finance'],
  });
  await expect(page.getByRole('link', { name: t.openConsole })).toBeVisible();
  const nav = page.getByRole('navigation', { name: t.console });
  await expect(nav.getByRole('link').first()).toBeVisible();
  await expect(nav.getByRole('link', { name: t.title, exact: true })).toHaveCount(0);
  await expectAccessible(page);
});
