import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import {
  MyReviewsResponse,
  ReactionResponse,
  ReviewResponse,
  UnitReviewsResponse,
} from '../../../contract/reviews';
import { reviewReactions, reviews } from '../../db/schema/index';
import { bearer } from '../../test/accounts';
import { DEMO_ACCOUNT } from '../../db/seed/demo-account';
import { startSession } from '../auth/sessions';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app';
import { reviewFixtures } from './fixtures';

const scores = { score: 4, cleanliness: 5, accuracy: 4, location: 3, value: 4 };
const englishText = 'Lovely quiet flat, spotless kitchen and a very kind host.';
const arabicText = 'شقة هادئة وجميلة، المطبخ نظيف جدًا والمضيف لطيف.';

describe('reviews', () => {
  const t = useTestApp({ catalogue: true, workJobs: false });
  const f = reviewFixtures(() => t.database.db, TEST_AUTH_SECRET);

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const store = (token: string, reservationId: string, body: object = {}, headers = {}) =>
    send(
      'POST',
      '/api/v1/reviews',
      token,
      { reservation_id: reservationId, ...scores, text: englishText, ...body },
      headers,
    );
  const errorOf = (res: { json: () => unknown }) => AnyEnvelope.parse(res.json());

  /** A guest, a fresh unit, a completed stay there and its review. */
  async function reviewed() {
    const author = await f.guest();
    const unitId = await f.freshUnit();
    const stayId = await f.stay(author.id, unitId);
    const res = await store(author.token, stayId);
    expect(res.statusCode).toBe(201);
    return { author, unitId, stayId, review: ReviewResponse.parse(res.json()).data.review };
  }

  it('lets the guest of a completed stay review it, keeps its language and moves the unit’s rating', async () => {
    const guest = await f.guest('Huda Saleh');
    const unitId = await f.freshUnit();
    const stayId = await f.stay(guest.id, unitId);
    const res = await store(guest.token, stayId, { text: arabicText, score: 5 });
    expect(res.statusCode).toBe(201);
    const { review } = ReviewResponse.parse(res.json()).data;
    expect(review).toMatchObject({
      score: 5,
      language: 'ar',
      text: arabicText,
      author: 'Huda',
      editable: true,
    });
    expect(await f.unitRating(unitId)).toEqual({ average: 5, count: 1 });
    const mine = MyReviewsResponse.parse((await send('GET', '/api/v1/reviews', guest.token)).json()).data;
    expect(mine.items.map((item) => item.id)).toEqual([review.id]);
    expect(mine.awaiting).toEqual([]);
  });

  it('refuses a stay that is not over, someone else’s stay and a guest with no token', async () => {
    const guest = await f.guest();
    const other = await f.guest();
    const unitId = await f.freshUnit();
    const upcoming = await f.stay(guest.id, unitId, 'confirmed');
    const notOver = await store(guest.token, upcoming, {}, { 'accept-language': 'ar' });
    expect(notOver.statusCode).toBe(403);
    expect(errorOf(notOver).data.message).toBe('يمكنك تقييم الإقامة بعد انتهائها.');
    const theirs = await f.stay(other.id, unitId);
    const stolen = await store(guest.token, theirs);
    expect(stolen.statusCode).toBe(404);
    expect(errorOf(stolen).data.message).toBe('We couldn’t find this stay in your trips.');
    expect((await send('POST', '/api/v1/reviews', undefined, { reservation_id: theirs })).statusCode).toBe(
      401,
    );
    expect(await t.database.db.select().from(reviews).where(eq(reviews.unitId, unitId))).toEqual([]);
  });

  it('takes one review per stay, even when the same stay is sent many times at once', async () => {
    const guest = await f.guest();
    const unitId = await f.freshUnit();
    const stayId = await f.stay(guest.id, unitId);
    const answers = await Promise.all(Array.from({ length: 8 }, () => store(guest.token, stayId)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(7);
    expect(await f.unitRating(unitId)).toEqual({ average: 4, count: 1 });
    // A second stay at the same unit is a new review.
    expect((await store(guest.token, await f.stay(guest.id, unitId), { score: 2 })).statusCode).toBe(201);
    expect(await f.unitRating(unitId)).toEqual({ average: 3, count: 2 });
  });

  it('lets the author edit for 14 days, then refuses', async () => {
    const { author, unitId, review } = await reviewed();
    const edit = (token: string, body: object = {}) =>
      send('PUT', `/api/v1/reviews/${review.id}`, token, { ...scores, text: arabicText, score: 2, ...body });
    const edited = await edit(author.token);
    expect(edited.statusCode).toBe(200);
    expect(ReviewResponse.parse(edited.json()).data.review).toMatchObject({ score: 2, language: 'ar' });
    expect(await f.unitRating(unitId)).toEqual({ average: 2, count: 1 });

    // The clock moves by rewriting the review's date: 13 days old is still open, 15 is closed.
    const age = (days: number) =>
      t.database.db.execute(
        sql`update reviews set created_at = now() - make_interval(days => ${days}) where id = ${review.id}`,
      );
    await age(13);
    expect((await edit(author.token, { score: 3 })).statusCode).toBe(200);
    await age(15);
    const late = await edit(author.token, { score: 5 });
    expect(late.statusCode).toBe(403);
    expect(errorOf(late).meta.error_code).toBe('FORBIDDEN');
    expect(await f.unitRating(unitId)).toEqual({ average: 3, count: 1 });
    const mine = MyReviewsResponse.parse((await send('GET', '/api/v1/reviews', author.token)).json()).data;
    expect(mine.items[0]).toMatchObject({ id: review.id, editable: false });
  });

  it('keeps like and dislike counts exact when many people react at once', async () => {
    const { review } = await reviewed();
    const readers = await Promise.all(Array.from({ length: 24 }, () => f.guest()));
    const kinds = readers.map((_, i) => (i % 3 === 0 ? 'dislike' : 'like'));
    const answers = await Promise.all(
      readers.map((reader, i) => send('POST', `/api/v1/reviews/${review.id}/${kinds[i]}`, reader.token)),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ likes: 16, dislikes: 8, helpful: 8 });

    // Half of them take their reaction back or flip it, all at once.
    await Promise.all(
      readers
        .slice(0, 12)
        .map((reader, i) =>
          i % 2 === 0
            ? send('DELETE', `/api/v1/reviews/${review.id}/reaction`, reader.token)
            : send(
                'POST',
                `/api/v1/reviews/${review.id}/${kinds[i] === 'like' ? 'dislike' : 'like'}`,
                reader.token,
              ),
        ),
    );
    const stored = await t.database.db
      .select()
      .from(reviewReactions)
      .where(eq(reviewReactions.reviewId, review.id));
    const [after] = await t.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(after?.likes).toBe(stored.filter((r) => r.kind === 'like').length);
    expect(after?.dislikes).toBe(stored.filter((r) => r.kind === 'dislike').length);
    expect(stored).toHaveLength(18);
  });

  it('keeps one reaction when one user flips like and dislike in parallel', async () => {
    const { review } = await reviewed();
    const reader = await f.guest();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send('POST', `/api/v1/reviews/${review.id}/${i % 2 ? 'like' : 'dislike'}`, reader.token),
      ),
    );
    const stored = await t.database.db
      .select()
      .from(reviewReactions)
      .where(eq(reviewReactions.reviewId, review.id));
    expect(stored).toHaveLength(1);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect((row?.likes ?? 0) + (row?.dislikes ?? 0)).toBe(1);
    expect(stored[0]?.kind).toBe(row?.likes === 1 ? 'like' : 'dislike');
  });

  it('does not let authors react to their own review', async () => {
    const { author, review } = await reviewed();
    const res = await send('POST', `/api/v1/reviews/${review.id}/like`, author.token);
    expect(res.statusCode).toBe(403);
  });

  it('keeps the unit’s average equal to the mean of its stored scores, whatever is stored and edited', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('store' as const), score: fc.integer({ min: 1, max: 5 }) }),
      fc.record({
        kind: fc.constant('edit' as const),
        index: fc.nat(),
        score: fc.integer({ min: 1, max: 5 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        const unitId = await f.freshUnit();
        const guest = await f.guest();
        const stored: { id: number; score: number }[] = [];
        for (const step of ops) {
          if (step.kind === 'store') {
            const res = await store(guest.token, await f.stay(guest.id, unitId), { score: step.score });
            stored.push({ id: ReviewResponse.parse(res.json()).data.review.id, score: step.score });
          } else if (stored.length > 0) {
            const target = stored[step.index % stored.length]!;
            const res = await send('PUT', `/api/v1/reviews/${target.id}`, guest.token, {
              ...scores,
              text: englishText,
              score: step.score,
            });
            expect(res.statusCode).toBe(200);
            target.score = step.score;
          }
        }
        const mean = stored.length ? stored.reduce((sum, r) => sum + r.score, 0) / stored.length : 0;
        const rating = await f.unitRating(unitId);
        expect(rating?.count).toBe(stored.length);
        expect(rating?.average).toBeCloseTo(Math.round(mean * 100) / 100, 5);
      }),
      { numRuns: 12 },
    );
  });

  it('answers 404 on every id route for reviews that are not there or not the caller’s', async () => {
    const { review } = await reviewed();
    const stranger = await f.guest();
    const edit = await send('PUT', `/api/v1/reviews/${review.id}`, stranger.token, {
      ...scores,
      text: englishText,
      score: 1,
    });
    expect(edit.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.score).toBe(scores.score);
    for (const [method, path] of [
      ['POST', 'like'],
      ['POST', 'dislike'],
      ['DELETE', 'reaction'],
    ] as const) {
      expect((await send(method, `/api/v1/reviews/2147483000/${path}`, stranger.token)).statusCode).toBe(404);
      // No token, no answer about the id at all.
      expect((await send(method, `/api/v1/reviews/${review.id}/${path}`)).statusCode).toBe(401);
    }
    const mine = MyReviewsResponse.parse((await send('GET', '/api/v1/reviews', stranger.token)).json()).data;
    expect(mine.items).toEqual([]);
  });

  it('replays an Idempotency-Key’s first answer instead of writing again', async () => {
    const guest = await f.guest();
    const unitId = await f.freshUnit();
    const stayId = await f.stay(guest.id, unitId);
    const key = { 'idempotency-key': 'review-key-0001' };
    const first = await store(guest.token, stayId, {}, key);
    const again = await store(guest.token, stayId, {}, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const reviewId = ReviewResponse.parse(first.json()).data.review.id;

    const reader = await f.guest();
    const likeKey = { 'idempotency-key': 'like-key-00001' };
    const likes = await Promise.all(
      [1, 2].map(() => send('POST', `/api/v1/reviews/${reviewId}/like`, reader.token, undefined, likeKey)),
    );
    // Sent together, one runs and the other is told to retry (409) or gets the replay.
    expect(likes.some((res) => res.statusCode === 200)).toBe(true);
    const replay = await send('POST', `/api/v1/reviews/${reviewId}/like`, reader.token, undefined, likeKey);
    expect(ReactionResponse.parse(replay.json()).data).toMatchObject({ likes: 1, my_reaction: 'like' });
    // The same key on another review is another request, refused rather than replayed.
    const other = await reviewed();
    const elsewhere = await send(
      'POST',
      `/api/v1/reviews/${other.review.id}/like`,
      reader.token,
      undefined,
      likeKey,
    );
    expect(elsewhere.statusCode).toBe(422);
    // The same key with another body is a client bug, refused.
    const reused = await store(guest.token, await f.stay(guest.id, unitId), {}, key);
    expect(reused.statusCode).toBe(422);
    expect(
      (
        await send('POST', `/api/v1/reviews/${reviewId}/like`, reader.token, undefined, {
          'idempotency-key': 'not a key',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses NUL characters, bad scores, short texts and huge or odd ids with a 4xx', async () => {
    const guest = await f.guest();
    const stayId = await f.stay(guest.id, await f.freshUnit());
    for (const body of [
      { text: 'A fine stay\u0000 really, very fine.' },
      { text: 'Too short' },
      { text: 'x'.repeat(2001) },
      { score: 6 },
      { cleanliness: 0 },
      { value: 2.5 },
      { extra: 'field' },
    ]) {
      const res = await store(guest.token, stayId, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(422);
    }
    expect((await store(guest.token, 'not-a-uuid')).statusCode).toBe(422);
    for (const id of ['99999999999999999999', '-1', '0', 'abc', '1e400', '2147483648']) {
      expect(
        (await send('POST', `/api/v1/reviews/${id}/like`, guest.token)).statusCode,
      ).toBeGreaterThanOrEqual(400);
      expect((await send('POST', `/api/v1/reviews/${id}/like`, guest.token)).statusCode).toBeLessThan(500);
    }
    const huge = await send('GET', '/api/v1/reviews/unit-reviews?unit_id=99999999999999999999');
    expect(huge.statusCode).toBe(422);
    expect((await send('GET', '/api/v1/reviews/unit-reviews?unit_id=2147483000')).statusCode).toBe(404);
    expect(await t.database.db.select().from(reviews).where(eq(reviews.reservationId, stayId))).toEqual([]);
  });

  it('lists a unit’s reviews newest or most helpful first, with the reader’s own reaction only for them', async () => {
    const unitId = await f.freshUnit();
    const authors = await Promise.all([1, 2, 3].map(() => f.guest()));
    const ids: number[] = [];
    for (const [i, author] of authors.entries()) {
      const res = await store(author.token, await f.stay(author.id, unitId), { score: i + 2 });
      ids.push(ReviewResponse.parse(res.json()).data.review.id);
    }
    const reader = await f.guest();
    await send('POST', `/api/v1/reviews/${ids[0]}/like`, reader.token);
    const newest = UnitReviewsResponse.parse(
      (await send('GET', `/api/v1/reviews/unit-reviews?unit_id=${unitId}&per_page=2`)).json(),
    );
    expect(newest.data.items.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    expect(newest.pagination).toMatchObject({ total: 3, last_page: 2 });
    expect(newest.data.summary).toMatchObject({ average: 3, count: 3, cleanliness: 5, location: 3 });
    const helpful = UnitReviewsResponse.parse(
      (await send('GET', `/api/v1/reviews/unit-reviews?unit_id=${unitId}&sort=helpful`, reader.token)).json(),
    );
    expect(helpful.data.items[0]).toMatchObject({ id: ids[0], likes: 1, my_reaction: 'like' });
    expect(helpful.data.items.every((r) => r.editable === false)).toBe(true);
  });

  it('shows the new rating in the cached unit answer right after a review', async () => {
    const unitId = await f.freshUnit();
    const [unit] = (
      await t.database.db.execute<{ slug: string }>(sql`select slug from units where id = ${unitId}`)
    ).rows;
    const read = async () =>
      (await send('GET', `/api/v1/units/show-by-slug/${unit?.slug}`)).json() as {
        data: { unit: { rating: unknown } };
      };
    expect((await read()).data.unit.rating).toEqual({ average: 0, count: 0 });
    const guest = await f.guest();
    await store(guest.token, await f.stay(guest.id, unitId), { score: 5 });
    expect((await read()).data.unit.rating).toEqual({ average: 5, count: 1 });
  });

  it('seeds hundreds of bilingual reviews with honest unit ratings, and the demo guest one review and a waiting stay', async () => {
    const db = t.database.db;
    const [totals] = (
      await db.execute<{ n: number; ar: number; mismatched: number }>(sql`
        select count(*)::int as n, count(*) filter (where language = 'ar')::int as ar,
          (select count(*)::int from units u where u.rating_count <> (select count(*) from reviews v where v.unit_id = u.id)
             or u.rating_average <> coalesce((select round(avg(score), 2) from reviews v where v.unit_id = u.id), 0)) as mismatched
        from reviews`)
    ).rows;
    expect(totals?.n).toBeGreaterThan(300);
    expect(totals?.ar).toBeGreaterThan(50);
    expect(totals?.mismatched).toBe(0);
    const session = await startSession(db, DEMO_ACCOUNT.id, { secret: TEST_AUTH_SECRET });
    const demo = MyReviewsResponse.parse(
      (await send('GET', '/api/v1/reviews', session.accessToken)).json(),
    ).data;
    expect(demo.items).toHaveLength(1);
    expect(demo.items[0]?.editable).toBe(true);
    expect(demo.awaiting.length).toBeGreaterThanOrEqual(1);
  });
});
