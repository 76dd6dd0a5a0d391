import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AcceptedResponse,
  ReviewUnitsResponse,
  SubmissionResponse,
  SubmissionsResponse,
} from '../../../contract/backoffice-queues';
import { AnyEnvelope } from '../../../contract/common';
import { HostUnitResponse } from '../../../contract/hosting-units';
import { NotificationsResponse } from '../../../contract/notifications';
import * as s from '../../db/schema/index';
import { startSession } from '../auth/sessions';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { send } from '../../test/checkout';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app';
import { queueFixtures } from './queues-fixtures';

const uploadsDir = mkdtempSync(join(tmpdir(), 'sakan-queues-uploads-'));
const BASE = '/api/v1/backoffice';

/** Becoming a host from the console: submissions accepted or rejected, units published or sent back. */
describe('backoffice queues: submissions and units in review', () => {
  const t = useTestApp({ seed: false, uploadsDir });
  const make = queueFixtures(() => t.database.db);
  let support: Account;
  const call = (method: 'GET' | 'POST', url: string, body?: unknown, lang = 'en') =>
    send(t.app, method, `${BASE}${url}`, support.token, body, { 'accept-language': lang });
  const tokenOf = async (userId: string) =>
    (await startSession(t.database.db, userId, { secret: TEST_AUTH_SECRET })).accessToken;

  beforeAll(async () => {
    support = await quickAccount(t.database.db, ['support']);
  });

  it('lists waiting submissions first, finds one by its owner, and shows its photos', async () => {
    const decided = await make.submission();
    await t.database.db
      .update(s.propertySubmissions)
      .set({ status: 'rejected', decisionReason: 'Old.' })
      .where(eq(s.propertySubmissions.reference, decided));
    const waiting = await make.submission({ uploadsDir });
    const list = SubmissionsResponse.parse(
      (await call('GET', '/property-submissions?sort=created_at&dir=asc')).json(),
    );
    expect(list.data.items[0]?.status).toBe('submitted');
    expect(list.data.items.at(-1)?.reference).toBe(decided);
    const found = SubmissionsResponse.parse((await call('GET', `/property-submissions?q=${waiting}`)).json());
    expect(found.data.items.map((item) => item.reference)).toEqual([waiting]);

    const detail = SubmissionResponse.parse((await call('GET', `/property-submissions/${waiting}`)).json());
    expect(detail.data.submission).toMatchObject({
      photo_names: ['photo-1'],
      has_account: true,
      bedrooms: 3,
    });
    const photo = await call('GET', `/property-submissions/${waiting}/photos/photo-1-640.webp`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect((await call('GET', `/property-submissions/${waiting}/photos/photo-2-640.webp`)).statusCode).toBe(
      404,
    );
  });

  it('accepts: the applicant hosts a draft unit with the photos, is told in Arabic, and it is audited', async () => {
    const reference = await make.submission({ uploadsDir, locale: 'ar' });
    const response = await call('POST', `/property-submissions/${reference}/accept`, {});
    expect(response.statusCode, response.body).toBe(200);
    const { accepted } = AcceptedResponse.parse(response.json()).data;
    const [unit] = await t.database.db.select().from(s.units).where(eq(s.units.id, accepted.unit_id));
    expect(unit?.status).toBe('draft');
    const [row] = await t.database.db
      .select()
      .from(s.propertySubmissions)
      .where(eq(s.propertySubmissions.reference, reference));
    const [user] = await t.database.db.select().from(s.users).where(eq(s.users.id, row!.userId!));
    expect(user?.roles).toContain('host');
    expect(await t.database.db.$count(s.unitImages, eq(s.unitImages.unitId, accepted.unit_id))).toBe(1);
    const mail = t.outbox.findLast((m) => m.template === 'hosting_accepted');
    expect(mail).toMatchObject({ to: user?.email, locale: 'ar' });
    expect(await make.auditOf('property_submission', reference)).toMatchObject([
      {
        staffId: support.userId,
        action: 'property.accept',
        before: { status: 'submitted', unit_id: null },
        after: { status: 'approved', unit_id: accepted.unit_id },
      },
    ]);
    const again = await call('POST', `/property-submissions/${reference}/accept`, {}, 'ar');
    expect(again.statusCode).toBe(409);
    expect(AnyEnvelope.parse(again.json()).data.message).toBe('سبق البتّ في طلب عرض العقار هذا.');
  });

  it('refuses to accept a request sent without an account, and rejects with the reason mailed', async () => {
    const anonymous = await make.submission({ userId: null, locale: 'ar' });
    const refused = await call('POST', `/property-submissions/${anonymous}/accept`, {});
    expect(refused.statusCode).toBe(409);
    expect(await make.auditOf('property_submission', anonymous)).toEqual([]);
    const reason = 'The address is outside the cities we serve.';
    const rejected = await call('POST', `/property-submissions/${anonymous}/reject`, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mail = t.outbox.findLast((m) => m.template === 'hosting_rejected');
    expect(mail).toMatchObject({ locale: 'ar', params: { reason, reference: anonymous } });
    expect(await make.auditOf('property_submission', anonymous)).toMatchObject([
      { action: 'property.reject', reason, after: { status: 'rejected' } },
    ]);
  });

  it('lists units in review with their licence, and publishes one', async () => {
    const host = await make.person('en', ['host']);
    const unitId = await make.unitInReview(host.id);
    const list = ReviewUnitsResponse.parse((await call('GET', '/units-in-review')).json());
    expect(list.data.items.find((item) => item.id === unitId)).toMatchObject({
      licence_number: 'TL-778812',
      licence_expires_on: '2027-06-30',
      host: { email: host.email },
    });
    const approved = await call('POST', `/units-in-review/${unitId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const [unit] = await t.database.db.select().from(s.units).where(eq(s.units.id, unitId));
    expect(unit?.status).toBe('published');
    expect(t.outbox.findLast((m) => m.template === 'hosting_published')).toMatchObject({ to: host.email });
    expect(await make.auditOf('unit', unitId)).toMatchObject([{ action: 'unit.publish' }]);
    expect((await call('POST', `/units-in-review/${unitId}/approve`, {})).statusCode).toBe(409);
  });

  it('sends a unit back with notes the host reads in the editor, a notice and a mail in Arabic', async () => {
    const host = await make.person('ar', ['host']);
    const unitId = await make.unitInReview(host.id);
    const notes = 'Add the tourism licence photo and an Arabic title.';
    const sent = await call('POST', `/units-in-review/${unitId}/send-back`, { notes });
    expect(sent.statusCode, sent.body).toBe(200);
    const token = await tokenOf(host.id);
    const editor = HostUnitResponse.parse(
      (await send(t.app, 'GET', `/api/v1/hosting/units/${unitId}`, token)).json(),
    );
    expect(editor.data.unit).toMatchObject({ status: 'draft', review_note: notes });
    const notices = NotificationsResponse.parse(
      (
        await send(t.app, 'GET', '/api/v1/notifications', token, undefined, { 'accept-language': 'ar' })
      ).json(),
    );
    expect(notices.data.items[0]).toMatchObject({
      type: 'hosting_sent_back',
      title: 'إعلانك يحتاج إلى تعديلات',
    });
    expect(notices.data.items[0]?.body).toContain(notes);
    expect(t.outbox.findLast((m) => m.template === 'hosting_sent_back')).toMatchObject({
      to: host.email,
      locale: 'ar',
      params: { notes, unitId },
    });
    expect(await make.auditOf('unit', unitId)).toMatchObject([
      { action: 'unit.send_back', reason: notes, after: { status: 'draft', review_note: notes } },
    ]);
  });
});
