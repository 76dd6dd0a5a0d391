import { letterTag } from './support/tag';
import { expect, expectAccessible, test, type Lang } from './fixtures';
import { DEMO_HOST } from './support/reviews';
import { guestInOwnContext, openConsoleSection } from './support/console-session';
import { postAs as post } from './support/threads';
import { signInAs } from './support/trips';

const T = {
  en: {
    title: 'Reported messages',
    search: 'Search the reported messages',
    searchButton: 'Search',
    reason: 'Reason',
    hide: 'Hide the message',
    conversation: 'The conversation',
    audited: 'Reported message hidden',
  },
  ar: {
    title: 'الرسائل المُبلَّغ عنها',
    search: 'ابحث في الرسائل المُبلَّغ عنها',
    searchButton: 'بحث',
    reason: 'السبب',
    hide: 'أخفِ الرسالة',
    conversation: 'المحادثة',
    audited: 'إخفاء رسالة مُبلَّغ عنها',
  },
} as const satisfies Record<Lang, unknown>;

/*
 * A guest asks the demo host a question, the host answers with something that breaks the rules, the
 * guest reports the answer; an admin finds it in the console's reported messages, reads the
 * conversation and hides it with a reason; the guest's thread then shows the message removed, and the
 * audit log has it.
 */
test('a reported message is read in its conversation and hidden from the console', async ({
  page,
  browser,
  lang,
  baseURL,
}) => {
  test.slow();
  const t = T[lang];
  // A letter first: a tag such as 4643e103 in `?q=` reads as a number (4.643e+106) to the router.
  const tag = letterTag();
  const { guestContext, guest } = await guestInOwnContext(browser, baseURL!);
  const hostContext = await browser.newContext({ baseURL });
  const host = await signInAs(hostContext, baseURL!, {
    email: DEMO_HOST.email,
    password: DEMO_HOST.password,
  });
  const units = await (
    await hostContext.request.get('/api/v1/hosting/units', {
      headers: { Authorization: `Bearer ${host.token}` },
    })
  ).json();
  const unit = (units.data.items as { id: number; status: string }[]).find((u) => u.status === 'published')!;

  const asked = await post(guestContext.request, guest.token, `/api/v1/messages/units/${unit.id}/questions`, {
    text: `Is the roof terrace open in winter? (${tag})`,
  });
  const threadId = (asked as unknown as { thread: { id: number } }).thread.id;
  const answered = await post(
    hostContext.request,
    host.token,
    `/api/v1/messages/threads/${threadId}/messages`,
    {
      text: `Only for guests who pay me in cash first (${tag})`,
    },
  );
  const messageId = (answered as unknown as { sent: { id: string } }).sent.id;
  await post(guestContext.request, guest.token, `/api/v1/messages/${messageId}/report`, {
    reason: 'scam',
    note: 'Asks for cash outside the site.',
  });

  await openConsoleSection(page, baseURL!, { lang, section: 'message-reports', heading: t.title });
  await page.getByRole('searchbox', { name: t.search }).fill(tag);
  await page.getByRole('button', { name: t.searchButton, exact: true }).click();
  await page.getByRole('table').getByRole('link').first().click();
  const conversation = page.getByRole('region', { name: t.conversation });
  await expect(conversation).toContainText(`roof terrace open in winter? (${tag})`);
  await expectAccessible(page);
  const reason = `Cash outside Sakan (${tag})`;
  await page.getByRole('textbox', { name: t.reason }).fill(reason);
  await page.getByRole('button', { name: t.hide }).click();
  await expect(conversation).toContainText(reason);

  // The guest's conversation now shows the message as removed, without its text.
  const thread = await (
    await guestContext.request.get(`/api/v1/messages/threads/${threadId}`, {
      headers: { Authorization: `Bearer ${guest.token}` },
    })
  ).json();
  const hidden = (thread.data.messages as { id: string; hidden: boolean; text: string }[]).find(
    (m) => m.id === messageId,
  );
  expect(hidden).toMatchObject({ hidden: true, text: '' });

  await page.goto(`/${lang}/admin/audit?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('row').filter({ hasText: reason })).toContainText(t.audited);
  await guestContext.close();
  await hostContext.close();
});
