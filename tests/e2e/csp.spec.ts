import type { Page } from '@playwright/test';
import { expect, reachFooter, signIn, test } from './fixtures';

/**
 * The Content-Security-Policy blocks nothing the app needs: no `securitypolicyviolation` event and no
 * CSP console report on any page, server-rendered or not, in either language. The Permissions-Policy
 * names only features the browser knows: Chromium logs "Error with Permissions-Policy header:
 * Unrecognized feature" for any other, on every page. Each page must also
 * carry the policy (script hashes, no 'unsafe-inline' for scripts, no framing), so a missing header
 * cannot pass for a clean page.
 */

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

async function watchViolations(page: Page): Promise<string[]> {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy|Feature[- ]Policy/i.test(message.text()))
      reports.push(`${message.type()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return reports;
}

async function expectNoViolations(page: Page, reports: string[]) {
  // Give late work (lazy chunks, the service worker, idle prefetches) a moment to run.
  await page.waitForLoadState('networkidle');
  const events = await page.evaluate(() => window.__cspViolations);
  expect([...events, ...reports]).toEqual([]);
}

function expectStrictPolicy(header: string | undefined) {
  expect(header).toBeDefined();
  const scripts = header?.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scripts).toMatch(/'sha256-/);
  expect(scripts).not.toContain('unsafe-inline');
  expect(header).toContain("frame-ancestors 'none'");
}

const PAGES = [
  '',
  '/listing',
  '/investment-units',
  '/about-us',
  '/contact-us',
  '/faq',
  '/list-property',
  '/rewards',
  '/privacy',
  '/terms-conditions',
  '/sign-in',
  '/sign-up',
  '/forget-password',
  '/no-such-page',
];

test.describe('Content-Security-Policy', () => {
  for (const path of PAGES) {
    test(`no violation on ${path || '/'}`, async ({ page, lang }) => {
      const reports = await watchViolations(page);
      const response = await page.goto(`/${lang}${path}`);
      expectStrictPolicy(response?.headers()['content-security-policy']);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (!['/sign-in', '/sign-up', '/forget-password'].includes(path)) await reachFooter(page);
      await expectNoViolations(page, reports);
    });
  }

  test('no violation on a server-rendered unit page and an investment page', async ({
    page,
    lang,
    request,
  }) => {
    const units = (await (await request.get('/api/v1/units/featured')).json()) as {
      data: { items: { slug: string }[] };
    };
    const offers = (await (await request.get('/api/v1/investment/units')).json()) as {
      data: { items: { slug: string }[] };
    };
    const reports = await watchViolations(page);
    for (const path of [
      `/units/${units.data.items[0]?.slug}`,
      `/investment-units/${offers.data.items[0]?.slug}`,
    ]) {
      const response = await page.goto(`/${lang}${path}`);
      expectStrictPolicy(response?.headers()['content-security-policy']);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, reports);
    }
  });

  test('no violation on the signed-in account page', async ({ page, context, baseURL, lang }) => {
    await signIn(context, baseURL!);
    const reports = await watchViolations(page);
    await page.goto(`/${lang}/account`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, reports);
  });
});
