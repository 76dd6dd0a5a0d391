import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { investmentUnits, units } from '../db/schema/index';
import { useTestApp } from '../test/test-app';

const SHELL =
  '<!doctype html><html><head><title>Sakan</title></head><body><div id="root"></div></body></html>';
const route = (file: string) => `src/routes/$lang/${file}?tsr-split=component`;

/** A build whose manifest names the real route files' shapes (what page-hints reads). */
function dist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sakan-dist-404-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  const files = [
    '_default.tsx',
    '_default/index.tsx',
    '_default/faq.tsx',
    '_default/units/$slug/index.tsx',
    '_default/units/$slug/extras.tsx',
    '_default/investment-units/index.tsx',
    '_default/investment-units/$slug.tsx',
    '_default/account/index.tsx',
  ];
  const manifest = Object.fromEntries(files.map((f, i) => [route(f), { file: `assets/p${i}.js` }]));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('pages that do not exist', () => {
  const distDir = dist();
  const t = useTestApp({ catalogue: true, distDir });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  const status = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    return { status: res.statusCode, shell: res.body.includes('<div id="root">') };
  };

  it('answers 404 with the app shell for a path that is no page, so the not-found screen still shows', async () => {
    for (const url of ['/en/no-such-page', '/ar/faq/extra', '/no-such-page', '/en/units'])
      expect(await status(url)).toEqual({ status: 404, shell: true });
  });

  it('answers 404 for a unit or investment unit that does not exist', async () => {
    for (const url of [
      '/en/units/no-such-unit',
      '/ar/units/no-such-unit/extras',
      '/en/investment-units/no-such',
    ])
      expect(await status(url)).toEqual({ status: 404, shell: true });
  });

  it('answers 200 for real pages, units and investment units', async () => {
    const [unit] = await t.database.db.select({ slug: units.slug }).from(units).limit(1);
    const [investment] = await t.database.db
      .select({ slug: investmentUnits.slug })
      .from(investmentUnits)
      .limit(1);
    for (const url of [
      '/',
      '/en',
      '/ar/faq',
      '/account',
      '/en/investment-units',
      `/en/units/${unit!.slug}`,
      `/ar/units/${unit!.slug}/extras`,
      `/en/investment-units/${investment!.slug}`,
    ])
      expect({ url, ...(await status(url)) }).toEqual({ url, status: 200, shell: true });
  });
});

describe('the FAQ page’s structured data', () => {
  const distDir = dist();
  const t = useTestApp({ distDir });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('puts FAQPage JSON-LD with every question in the served head, in the page’s language', async () => {
    for (const [lang, question] of [
      ['en', 'How do I book a stay?'],
      ['ar', 'كيف أحجز إقامة؟'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/${lang}/faq` });
      expect(res.statusCode).toBe(200);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1];
      const data = JSON.parse(json!) as { '@type': string; mainEntity: { name: string }[] };
      expect(data['@type']).toBe('FAQPage');
      expect(data.mainEntity.length).toBeGreaterThanOrEqual(10);
      expect(data.mainEntity[0]?.name).toBe(question);
    }
    const other = await t.app.inject({ method: 'GET', url: '/en/privacy' });
    expect(other.body).not.toContain('application/ld+json');
  });
});

describe('a malformed slug', () => {
  const distDir = dist();
  const t = useTestApp({ distDir });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('is refused as a client error, never a server error', async () => {
    for (const url of ['/en/units/%E0%A4%A', '/en/units/%25E0%25A4']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(res.statusCode);
    }
  });
});
