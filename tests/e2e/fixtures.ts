import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

export type Lang = 'en' | 'ar';

/** Text the specs look for, in each language, as the catalogues have it. */
export const TEXT = {
  en: {
    homeTitle: 'Stays and investments across the Gulf',
    faqTitle: 'Frequently asked questions',
    faqLink: 'FAQ',
    aboutTitle: 'About us',
    signInTitle: 'Sign in',
    mainNav: 'Main',
    staysNav: 'Stays',
    notFound: 'Page not found',
    contactTitle: 'Contact us',
    accountTitle: 'My account',
    switchTo: 'العربية',
    darkTheme: 'Dark theme',
    brand: 'Sakan',
    subscribed: 'Almost there: check your inbox for a link to confirm your subscription.',
    invalidEmail: 'Enter a valid email address.',
    emailLabel: 'Email for our newsletter',
    subscribe: 'Subscribe',
    instagram: 'Instagram',
    newVersion: 'A new version of Sakan is available.',
    reload: 'Reload',
  },
  ar: {
    homeTitle: 'إقامات واستثمارات في أنحاء الخليج',
    faqTitle: 'الأسئلة الشائعة',
    faqLink: 'الأسئلة الشائعة',
    aboutTitle: 'من نحن',
    signInTitle: 'تسجيل الدخول',
    mainNav: 'القائمة الرئيسية',
    staysNav: 'الإقامات',
    notFound: 'الصفحة غير موجودة',
    contactTitle: 'تواصل معنا',
    accountTitle: 'حسابي',
    switchTo: 'English',
    darkTheme: 'المظهر الداكن',
    brand: 'سكن',
    subscribed: 'خطوة أخيرة: تحقّق من بريدك الوارد واضغط على رابط تأكيد الاشتراك.',
    invalidEmail: 'أدخل بريدًا إلكترونيًا صحيحًا.',
    emailLabel: 'بريدك الإلكتروني للنشرة البريدية',
    subscribe: 'اشترك',
    instagram: 'إنستغرام',
    newVersion: 'يتوفر إصدار جديد من سكن.',
    reload: 'إعادة التحميل',
  },
} as const;

export interface SessionUserCookie {
  type: 'email' | 'social';
  account_ready: boolean;
}

/** Signs a visitor in the way the page sees it (spec: entities): token, token mode and user cookies. */
export async function signIn(
  context: BrowserContext,
  baseURL: string,
  user: Partial<SessionUserCookie> = {},
) {
  const value = {
    id: 'e2e-user',
    name: 'Noura',
    email: 'noura@example.com',
    type: 'email',
    account_ready: true,
    ...user,
  };
  await context.addCookies(
    [
      ['token', 'e2e-access-token'],
      ['token_mode', 'bearer'],
      ['user', encodeURIComponent(JSON.stringify(value))],
    ].map(([name, cookie]) => ({ name: name!, value: cookie!, url: baseURL })),
  );
  await answerLiveCallsForFakeSession(context);
}

/**
 * A signed-in page loads the header's bell, which asks for the unread count, the live stream and the
 * saved hearts at once. The token above has no server session behind it, so those calls would fail,
 * the refresh would fail, and the app would rightly sign the visitor out mid-test. For this fake token
 * only, they are answered as for a new account with nothing saved or unread; a real token (specs that
 * register an account) still reaches the server.
 */
async function answerLiveCallsForFakeSession(context: BrowserContext) {
  const envelope = (data: object) =>
    JSON.stringify({
      meta: { code: 200, errors: [] },
      data: { is_success: true, message: '', ...data },
      pagination: null,
    });
  await context.route(
    /\/api\/v1\/(notifications\/unread\/count|notifications\/stream|favorites\/ids)(\?|$)/,
    (route) => {
      if (route.request().headers().authorization !== 'Bearer e2e-access-token') return route.fallback();
      const url = route.request().url();
      if (url.includes('/stream')) {
        return route.fulfill({
          contentType: 'text/event-stream',
          body: 'event: count\nid: 0\ndata: {"unread":0}\n\n',
        });
      }
      return route.fulfill({
        contentType: 'application/json',
        body: envelope(url.includes('/favorites') ? { unit_ids: [] } : { unread: 0 }),
      });
    },
  );
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Scrolls to the footer, as a visitor does to reach it: its newsletter form, social links and theme
 * switch load only once it comes near (src/components/layout/Footer.tsx).
 */
export async function reachFooter(page: Page): Promise<void> {
  await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
  await expect(page.locator('form.newsletter')).toBeVisible();
}

/** Minor and moderate rules the listing, investment and trip cards once broke (issue 29). */
export const CARD_RULES = ['heading-order', 'image-redundant-alt'] as const;

/**
 * Runs axe-core in the page: serious and critical violations fail the test, with what and where; `also` names rules a page must pass at any impact (minor and
 * moderate ones it has been fixed for, so they stay fixed).
 */
export async function expectAccessible(page: Page, { also = [] }: { also?: readonly string[] } = {}) {
  // Evaluated through DevTools rather than added as an inline <script>, which the pages' CSP (rightly)
  // refuses: the policy is under test too (csp.spec.ts), so the browser must not be told to bypass it.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    // react-aria's live announcer keeps a spoken message for 7 s as an empty role="img" pointing at the
    // element that spoke (a pending button); once that element is gone axe sees an unnamed image. The
    // message has already been read out, so the transient, visually hidden region is left out.
    const result = await axe.run({ exclude: [['[data-live-announcer]']] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  const serious = violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || also.includes(v.id),
  );
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/**
 * A server-rendered page shows before its code has run: a tapped button is replayed later
 * (src/ssr/page-start.ts and islands/early-taps.ts, tested in home.spec.ts), but fields, menus and dialogs wait for the app. After
 * loading one, the test goes on once the app has hydrated it and marked `<html data-ready>`.
 */
async function untilReady(page: Page): Promise<void> {
  if ((await page.locator('#ssr-state').count()) === 0) return;
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'), null, {
    timeout: 15_000,
  });
}

export const test = base.extend<{ lang: Lang; t: (typeof TEXT)[Lang] }>({
  lang: ['en', { option: true }],
  t: async ({ lang }, use) => use(TEXT[lang]),
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilReady(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
