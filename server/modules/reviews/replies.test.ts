import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { MyReviewsResponse, ReviewResponse, UnitReviewsResponse } from '../../../contract/reviews';
import { notifications, reviewReplies, units } from '../../db/schema/index';
import { DEMO_ACCOUNT } from '../../db/seed/demo-account';
import { DEMO_GUEST_REPLY, DEMO_HOST } from '../../db/seed/review-replies';
import { bearer } from '../../test/accounts';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app';
import { startSession } from '../auth/sessions';
import { reviewFixtures } from './fixtures';

const review = {
  score: 4,
  cleanliness: 5,
  accuracy: 4,
  location: 3,
  value: 4,
  text: 'Lovely quiet flat, spotless kitchen and a very kind host.',
};
const thanks = 'Thank you for staying with us, we hope to see you again.';

describe('host replies to reviews', () => {
  const t = useTestApp({ catalogue: true, workJobs: false });
  const f = reviewFixtures(() => t.database.db, TEST_AUTH_SECRET);

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const reply = (id: number, token?: string, text = thanks) =>
    send('POST', `/api/v1/reviews/${id}/reply`, token, { text });
  const edit = (id: number, token?: string, text = thanks) =>
    send('PUT', `/api/v1/reviews/${id}/reply`, token, { text });

  /** A unit hosted by a fresh account, a guest's completed stay there and the guest's review. */
  async function hostedReview() {
    const host = await f.guest('Khalid Host');
    const author = await f.guest('Salma Qasim');
    const unitId = await f.freshUnit();
    await t.database.db.update(units).set({ hostId: host.id }).where(eq(units.id, unitId));
    const stored = await send('POST', '/api/v1/reviews', author.token, {
      reservation_id: await f.stay(author.id, unitId),
      ...review,
    });
    expect(stored.statusCode).toBe(201);
    const id = ReviewResponse.parse(stored.json()).data.review.id;
    return { host, author, unitId, id };
  }
  const repliesTo = (id: number) =>
    t.database.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, id));
  const listed = async (unitId: number, token?: string) =>
    UnitReviewsResponse.parse(
      (await send('GET', `/api/v1/reviews/unit-reviews?unit_id=${unitId}`, token)).json(),
    ).data.items;

  it('lets the unit’s host post one public reply, shown to everyone, and tells the reviewer', async () => {
    const { host, author, unitId, id } = await hostedReview();
    expect((await listed(unitId, host.token))[0]).toMatchObject({ can_reply: true, reply: null });
    expect((await listed(unitId, author.token))[0]?.can_reply).toBe(false);

    const res = await reply(id, host.token, '  شكرًا لإقامتك معنا، نتمنى رؤيتك مجددًا.  ');
    expect(res.statusCode).toBe(201);
    const answered = ReviewResponse.parse(res.json()).data.review;
    expect(answered.can_reply).toBe(false);
    expect(answered.reply).toMatchObject({
      text: 'شكرًا لإقامتك معنا، نتمنى رؤيتك مجددًا.',
      language: 'ar',
      editable: true,
    });
    // Public: a signed-out reader and the author see it, but only the host may edit it.
    const [anonymous] = await listed(unitId);
    expect(anonymous?.reply).toMatchObject({ language: 'ar', editable: false });
    const mine = MyReviewsResponse.parse((await send('GET', '/api/v1/reviews', author.token)).json());
    expect(mine.data.items[0]?.reply?.editable).toBe(false);

    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.type, 'review_reply')));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.link).toBe('/account/reviews');
    expect(JSON.stringify((await send('GET', '/api/v1/notifications', author.token)).json())).toContain(
      'The host of',
    );
  });

  it('lets nobody but the host reply, answering 404 as for a review that is not there', async () => {
    const { host, author, unitId, id } = await hostedReview();
    const stranger = await f.guest();
    expect((await reply(id, stranger.token)).statusCode).toBe(404);
    expect((await reply(id, author.token)).statusCode).toBe(404);
    expect((await reply(2_147_483_000, host.token)).statusCode).toBe(404);
    expect((await reply(id)).statusCode).toBe(401);
    expect((await edit(id, stranger.token)).statusCode).toBe(404);
    // A unit with no host account: nobody may answer its reviews.
    await t.database.db.update(units).set({ hostId: null }).where(eq(units.id, unitId));
    expect((await reply(id, host.token)).statusCode).toBe(404);
    expect(await repliesTo(id)).toEqual([]);
    // A host who reviewed a stay at their own unit does not answer themselves.
    await t.database.db.update(units).set({ hostId: author.id }).where(eq(units.id, unitId));
    const own = await reply(id, author.token);
    expect(own.statusCode).toBe(403);
    expect(AnyEnvelope.parse(own.json()).data.message).toBe('You can’t reply to your own review.');
  });

  it('keeps one reply per review, even when the host sends several at once', async () => {
    const { host, id } = await hostedReview();
    const codes = (
      await Promise.all([1, 2, 3, 4, 5].map((n) => reply(id, host.token, `${thanks} ${n}`)))
    ).map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(4);
    expect(await repliesTo(id)).toHaveLength(1);
    const again = await reply(id, host.token);
    expect(again.statusCode).toBe(409);
    expect(AnyEnvelope.parse(again.json()).data.message).toMatch(/already replied/);
  });

  it('lets the host edit the reply for 14 days, then refuses', async () => {
    const { host, author, id } = await hostedReview();
    expect((await edit(id, host.token)).statusCode).toBe(404);
    await reply(id, host.token);
    const edited = await edit(id, host.token, 'Thank you! The kitchen has new pans since your stay.');
    expect(edited.statusCode).toBe(200);
    expect(ReviewResponse.parse(edited.json()).data.review.reply?.text).toBe(
      'Thank you! The kitchen has new pans since your stay.',
    );
    await t.database.db
      .update(reviewReplies)
      .set({ createdAt: sql`now() - interval '14 days 1 minute'` })
      .where(eq(reviewReplies.reviewId, id));
    const late = await edit(id, host.token, 'Changed after the window closed.');
    expect(late.statusCode).toBe(403);
    const [row] = await repliesTo(id);
    expect(row?.text).toBe('Thank you! The kitchen has new pans since your stay.');
    // Editing sends no second notice.
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.type, 'review_reply')));
    expect(notices).toHaveLength(1);
  });

  it('refuses empty, blank, too long, NUL-carrying and malformed replies with a 4xx', async () => {
    const { host, id } = await hostedReview();
    for (const body of [
      { text: '' },
      { text: '   ' },
      { text: 'x'.repeat(1001) },
      { text: 'Thanks\u0000 a lot' },
      { text: 42 },
      {},
      { text: thanks, extra: 'field' },
    ]) {
      const res = await send('POST', `/api/v1/reviews/${id}/reply`, host.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(422);
    }
    for (const bad of ['abc', '0', '-1', '99999999999999999999']) {
      const res = await reply(bad as unknown as number, host.token);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await repliesTo(id)).toEqual([]);
    expect((await reply(id, host.token, 'y'.repeat(1000))).statusCode).toBe(201);
  });

  it('publishes both reply operations in the OpenAPI contract, with the text’s limits', async () => {
    const doc = (await send('GET', '/api/docs/json')).json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    const path = doc.paths['/api/v1/reviews/{id}/reply'];
    expect(Object.keys(path ?? {}).sort()).toEqual(['post', 'put']);
    const body = JSON.stringify(path?.post?.requestBody);
    expect(body).toContain('"maxLength":1000');
    expect(body).toContain('\\u0000');
  });

  it('seeds a demo host who hosts the demo units and has answered some reviews, the demo guest’s among them', async () => {
    const db = t.database.db;
    const [counts] = (
      await db.execute<{ hosted: number; replies: number }>(sql`
        select (select count(*)::int from units where host_id = ${DEMO_HOST.id}) as hosted,
          (select count(*)::int from review_replies where host_id = ${DEMO_HOST.id}) as replies`)
    ).rows;
    expect(counts?.hosted).toBeGreaterThan(10);
    expect(counts?.replies).toBeGreaterThanOrEqual(5);
    const guest = await startSession(db, DEMO_ACCOUNT.id, { secret: TEST_AUTH_SECRET });
    const mine = MyReviewsResponse.parse((await send('GET', '/api/v1/reviews', guest.accessToken)).json());
    expect(mine.data.items[0]?.reply?.text).toBe(DEMO_GUEST_REPLY);
    const host = await startSession(db, DEMO_HOST.id, { secret: TEST_AUTH_SECRET });
    const [own] = await listed(mine.data.items[0]!.unit.id, host.accessToken);
    expect(own?.reply?.editable).toBe(true);
  });
});
