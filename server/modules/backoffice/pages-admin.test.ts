import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminPageResponse,
  AdminPagesResponse,
  AdminPageVersionResponse,
  ContentVersionsResponse,
  type AdminPage,
} from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import { InformativePageResponse } from '../../../contract/content-pages';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { auditOf, call } from '../../test/console';
import { useTestApp } from '../../test/test-app';

/** The console's about, privacy and terms pages: both languages, versions, restore, sanitised. */
describe('backoffice informative pages', () => {
  const t = useTestApp({ workJobs: false });
  let editor: Account;
  beforeAll(async () => {
    editor = await quickAccount(t.database.db, ['content']);
  });
  const as = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, lang = 'en') =>
    call(t.app, method, `/api/v1/backoffice/pages${path}`, editor.token, body, { 'accept-language': lang });
  const open = async (slug: string) =>
    AdminPageResponse.parse((await as('GET', `/${slug}`)).json()).data.page;
  const bodyOf = (page: AdminPage) => ({
    title_en: page.title_en,
    title_ar: page.title_ar,
    summary_en: page.summary_en,
    summary_ar: page.summary_ar,
    body_en: page.body_en,
    body_ar: page.body_ar,
    updated_on: page.updated_on,
    base_version: page.version,
  });
  const guest = async (slug: string, lang: string) =>
    InformativePageResponse.parse(
      (
        await t.app.inject({
          url: `/api/v1/informative-page?slug=${slug}`,
          headers: { 'accept-language': lang },
        })
      ).json(),
    ).data.page;

  it('lists the three pages with their version and who last edited them', async () => {
    const items = AdminPagesResponse.parse((await as('GET', '')).json()).data.items;
    expect(items.map((p) => p.slug).sort()).toEqual(['about-us', 'privacy', 'terms-conditions']);
    expect(items.every((p) => p.version === 1 && p.edited_by === null)).toBe(true);
  });

  it('opens a page as markup text that saves back unchanged, with no new version', async () => {
    const page = await open('privacy');
    expect(page.body_en).toMatch(/^## .+ \{#[a-z0-9-]+\}/);
    expect(page.blocks_ar.length).toBeGreaterThan(3);
    const same = await as('PUT', '/privacy', bodyOf(page));
    expect(AdminPageResponse.parse(same.json()).data.page.version).toBe(1);
    expect(await auditOf(t.database.db, editor.userId)).toEqual([]);
  });

  it('saves both languages as a new version the guest page shows, stripping HTML, audited', async () => {
    const page = await open('about-us');
    const body = {
      ...bodyOf(page),
      title_ar: 'من نحن اليوم',
      body_en: `## Our story {#story}\n\nWe <b>started</b> in Jeddah.<script>alert(1)</script>\n\n- Homes\n- Investments`,
      updated_on: '2026-03-01',
    };
    const saved = await as('PUT', '/about-us', body);
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = AdminPageResponse.parse(saved.json()).data;
    expect(answer.sanitised).toBe(true);
    expect(answer.page.version).toBe(2);
    expect(answer.page.blocks_en).toEqual([
      { type: 'heading', id: 'story', text: 'Our story' },
      { type: 'paragraph', text: 'We started in Jeddah.' },
      { type: 'list', ordered: false, items: ['Homes', 'Investments'] },
    ]);
    const en = await guest('about-us', 'en');
    expect(en.blocks).toEqual(answer.page.blocks_en);
    expect(en.updated_on).toBe('2026-03-01');
    expect(JSON.stringify(en)).not.toMatch(/<|script/);
    expect((await guest('about-us', 'ar')).title).toBe('من نحن اليوم');

    const [row] = await auditOf(t.database.db, editor.userId, 1);
    expect(row).toMatchObject({ action: 'page.edit', entity: 'page', entityId: 'about-us' });
    expect(Object.keys(row?.after ?? {}).sort()).toEqual(['body_en', 'title_ar', 'updated_on']);
    expect(row?.before).toMatchObject({ title_ar: page.title_ar, updated_on: page.updated_on });
  });

  it('lists versions with who and when, shows an old one, and restores it as a new version', async () => {
    const versions = ContentVersionsResponse.parse((await as('GET', '/about-us/versions')).json()).data.items;
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[0]?.created_by?.name).toBe('Sync Tester');
    expect(versions[1]?.created_by).toBeNull();
    const first = AdminPageVersionResponse.parse((await as('GET', '/about-us/versions/1')).json()).data.page;
    expect(first.version).toBe(1);

    const restored = await as('POST', '/about-us/versions/1/restore');
    expect(restored.statusCode, restored.body).toBe(200);
    const page = AdminPageResponse.parse(restored.json()).data.page;
    expect(page).toMatchObject({ version: 3, title_ar: first.title_ar, body_en: first.body_en });
    expect((await guest('about-us', 'ar')).title).toBe(first.title_ar);
    const again = ContentVersionsResponse.parse((await as('GET', '/about-us/versions')).json()).data.items;
    expect(again[0]).toMatchObject({ version: 3, restored_from: 1 });
    const [row] = await auditOf(t.database.db, editor.userId, 1);
    expect(row).toMatchObject({ action: 'page.restore', after: { restored_from: 1 } });
  });

  it('refuses a stale editor, control characters, an empty body, odd dates and unknown pages, translated', async () => {
    const page = await open('terms-conditions');
    const cases: [string, unknown, number, string?][] = [
      ['/terms-conditions', { ...bodyOf(page), base_version: page.version - 1 }, 409],
      ['/terms-conditions', { ...bodyOf(page), body_ar: 'نص\u0000' }, 422, 'body_ar'],
      ['/terms-conditions', { ...bodyOf(page), title_en: 'Bell\u0007' }, 422, 'title_en'],
      ['/terms-conditions', { ...bodyOf(page), body_en: '<p>\n\n</p>' }, 422, 'body_en'],
      ['/terms-conditions', { ...bodyOf(page), updated_on: '2026-02-30' }, 422, 'updated_on'],
      ['/terms-conditions', { ...bodyOf(page), updated_on: '3026-01-01' }, 422, 'updated_on'],
      ['/imprint', bodyOf(page), 422],
    ];
    for (const [path, body, status, field] of cases) {
      const response = await as('PUT', path, body, 'ar');
      expect(response.statusCode, `${path} ${field ?? ''}`).toBe(status);
      const envelope = AnyEnvelope.parse(response.json());
      expect(envelope.data.message).toMatch(/[\u0600-\u06ff]/);
      if (field) expect(envelope.meta.errors.map((e) => e.field)).toContain(field);
    }
    expect((await as('GET', '/about-us/versions/99')).statusCode).toBe(404);
    expect((await as('GET', '/about-us/versions/99999999999')).statusCode).toBe(422);
  });
});
