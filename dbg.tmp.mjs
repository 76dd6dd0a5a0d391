import { chromium, request as pwRequest } from '@playwright/test';
const base = 'http://localhost:3500';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const api = await pwRequest.newContext({ baseURL: base });
for (let i = 0; i < 10; i++) {
  const email = `dbg-${Date.now()}-${i}@example.com`;
  const r = await api.post('/api/v1/register', { data: { name: 'Nadia Fares', email, password: 'long enough phrase 42', phone: '+201001234567' } });
  if (r.status() !== 201) { console.log('register', r.status(), await r.text()); break; }
  const ctx = await browser.newContext({ baseURL: base });
  const page = await ctx.newPage();
  const log = [];
  page.on('response', (res) => { const u = new URL(res.url()); if (/^\/(api|auth)\//.test(u.pathname)) log.push(`${res.request().method()} ${u.pathname} ${res.status()}`); });
  page.on('framenavigated', (f) => f === page.mainFrame() && log.push(`NAV ${new URL(f.url()).pathname}`));
  await page.goto('/en/sign-in'); await page.waitForSelector('html[data-ready]');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('long enough phrase 42');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/en$/, { timeout: 30000 });
  log.push('--- expire');
  await ctx.addCookies([{ name: 'token', value: 'expired.access.token', url: base }]);
  await page.goto('/en/account/personal-info');
  await page.waitForTimeout(4000);
  const url = new URL(page.url()).pathname;
  console.log(i, url);
  if (url !== '/en/account/personal-info') console.log(log.join('\n'));
  await ctx.close();
}
await browser.close(); await api.dispose();
