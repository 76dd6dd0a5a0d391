import { expect, expectAccessible, test, type Lang } from './fixtures';
import { mailText } from './support/mail-text';
import { messagesTo } from './support/mailbox';

const T = {
  en: {
    faqTitle: 'Frequently asked questions',
    search: 'Search the questions',
    refundQuestion: 'How long does a refund take?',
    bookQuestion: 'How do I book a stay?',
    noMatch: 'No question matches',
    name: 'Full name',
    email: 'Email',
    topic: 'Topic',
    payment: 'A payment or refund',
    message: 'Your message',
    send: 'Send message',
    sent: 'Message sent',
    emailLabel: 'Email for our newsletter',
    subscribe: 'Subscribe',
    confirm: 'Confirm my subscription',
    confirmed: 'Your subscription is confirmed. Welcome aboard!',
    unsubscribed: 'You’ve been unsubscribed',
    unsubscribe: 'Unsubscribe',
    onThisPage: 'On this page',
    lastUpdated: 'Last updated',
  },
  ar: {
    faqTitle: 'الأسئلة الشائعة',
    search: 'ابحث في الأسئلة',
    refundQuestion: 'كم تستغرق إعادة المبلغ؟',
    bookQuestion: 'كيف أحجز إقامة؟',
    noMatch: 'لا يوجد سؤال يطابق',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    topic: 'الموضوع',
    payment: 'دفع أو استرداد مبلغ',
    message: 'رسالتك',
    send: 'إرسال الرسالة',
    sent: 'تم إرسال رسالتك',
    emailLabel: 'بريدك الإلكتروني للنشرة البريدية',
    subscribe: 'اشترك',
    confirm: 'تأكيد الاشتراك',
    confirmed: 'تم تأكيد اشتراكك، أهلًا بك!',
    unsubscribed: 'تم إلغاء اشتراكك',
    unsubscribe: 'إلغاء الاشتراك',
    onThisPage: 'في هذه الصفحة',
    lastUpdated: 'آخر تحديث',
  },
} satisfies Record<Lang, Record<string, string>>;

test.describe('content pages', () => {
  test('the FAQ filters as you type and opens the matching answers', async ({ page, lang }) => {
    const t = T[lang];
    await page.goto(`/${lang}/faq`);
    await expect(page.getByRole('heading', { level: 1, name: t.faqTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: t.bookQuestion })).toBeVisible();
    const search = page.getByRole('searchbox', { name: t.search });
    await search.fill(lang === 'en' ? 'refund' : 'المبلغ');
    await expect(page.getByRole('button', { name: t.refundQuestion })).toBeVisible();
    await expect(page.getByRole('button', { name: t.bookQuestion })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.refundQuestion })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await search.fill('zzzz-nothing');
    await expect(page.getByText(t.noMatch)).toBeVisible();
    await search.fill('');
    await page.getByRole('button', { name: t.bookQuestion }).click();
    await expect(page.getByRole('button', { name: t.bookQuestion })).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
  });

  test('the FAQ page’s HTML carries FAQPage structured data in its head', async ({ request, lang }) => {
    const html = await (await request.get(`/${lang}/faq`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('"@type":"FAQPage"');
    expect(head).toContain(T[lang].bookQuestion);
  });

  for (const slug of ['about-us', 'privacy', 'terms-conditions'] as const) {
    test(`${slug} shows its text with a table of contents and the date it last changed`, async ({
      page,
      lang,
    }) => {
      const t = T[lang];
      await page.goto(`/${lang}/${slug}`);
      const toc = page.getByRole('navigation', { name: t.onThisPage });
      await expect(toc).toBeVisible();
      const links = toc.getByRole('link');
      expect(await links.count()).toBeGreaterThanOrEqual(3);
      await expect(page.getByText(t.lastUpdated)).toBeVisible();
      expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(3);
      await links.nth(1).click();
      await expect(page).toHaveURL(/#[a-z-]+$/);
      await expectAccessible(page);
    });
  }

  test('the contact form sends a message and gives back its reference, with a copy by mail', async ({
    page,
    lang,
  }) => {
    const t = T[lang];
    const email = `contact-${lang}-${Date.now()}@example.com`;
    await page.goto(`/${lang}/contact-us`);
    const main = page.locator('main');
    await main.getByRole('textbox', { name: t.name, exact: true }).fill('Reem Al-Otaibi');
    await main.getByRole('textbox', { name: t.email, exact: true }).fill(email);
    await main.getByRole('button', { name: new RegExp(t.topic) }).click();
    await page.getByRole('option', { name: t.payment }).click();
    await main.getByRole('textbox', { name: t.message }).fill('short');
    await main.getByRole('button', { name: t.send }).click();
    await expect(main.getByRole('textbox', { name: t.message })).toHaveAttribute('aria-invalid', 'true');
    await main
      .getByRole('textbox', { name: t.message })
      .fill('My refund for last week’s stay has not arrived yet.');
    await expectAccessible(page);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('heading', { name: t.sent })).toBeVisible();
    const reference = (await page.locator('.reference').textContent()) ?? '';
    expect(reference).toMatch(/^C-[A-Z2-9]{8}$/);
    await expect.poll(() => messagesTo(email).map(mailText).join('\n')).toContain(reference);
    await expectAccessible(page);
  });

  test('the newsletter confirms through the link in the mail, and every mail can unsubscribe', async ({
    page,
    lang,
  }) => {
    const t = T[lang];
    const email = `news-${lang}-${Date.now()}@example.com`;
    await page.goto(`/${lang}/faq`);
    await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
    await page.getByRole('textbox', { name: t.emailLabel }).fill(email);
    await page.getByRole('button', { name: t.subscribe }).click();
    let link = '';
    await expect
      .poll(() => {
        const text = messagesTo(email).map(mailText).join('\n');
        link = /https?:\/\/[^\s"<]+newsletter\?confirm=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? '';
        return link;
      })
      .not.toBe('');
    const raw = messagesTo(email)[0] ?? '';
    expect(mailText(raw)).toMatch(/newsletter\?unsubscribe=/);
    await page.goto(link);
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.confirmed)).toBeVisible();
    await expectAccessible(page);
    // The welcome mail carries the unsubscribe link too.
    let unsubscribe = '';
    await expect
      .poll(() => {
        const all = messagesTo(email);
        if (all.length < 2) return '';
        unsubscribe =
          /https?:\/\/[^\s"<]+newsletter\?unsubscribe=[A-Za-z0-9_-]+/.exec(mailText(all[1]!))?.[0] ?? '';
        return unsubscribe;
      })
      .not.toBe('');
    await page.goto(unsubscribe);
    await page.getByRole('button', { name: t.unsubscribe }).click();
    await expect(page.getByText(t.unsubscribed)).toBeVisible();
  });

  test('no content page is a heading alone', async ({ page, lang }) => {
    for (const path of [
      'faq',
      'about-us',
      'privacy',
      'terms-conditions',
      'contact-us',
      'list-property',
      'newsletter',
    ]) {
      await page.goto(`/${lang}/${path}`);
      await expect(page.locator('main h1')).toBeVisible();
      // Beyond the heading and its lead, the page has something to read or do.
      const beyond = await page.evaluate(() => {
        const main = document.querySelector('main') as HTMLElement;
        const header = main.querySelector('.page-header') as HTMLElement | null;
        return main.innerText.length - (header?.innerText.length ?? 0);
      });
      expect(beyond, path).toBeGreaterThan(80);
      if (path === 'list-property' || path === 'newsletter') await expectAccessible(page);
    }
  });
});
