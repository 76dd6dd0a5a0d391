import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ReactionResponse, ReviewResponse } from '../../../contract/reviews';
import { reviews } from '../../db/schema/index';
import { bearer } from '../../test/accounts';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app';
import { reviewFixtures } from './fixtures';

/**
 * The offline outbox sends a reaction with the Idempotency-Key it was made with, and may send it again
 * (the page on reconnect, the service worker's Background Sync, the next start). However often it
 * arrives, the server applies it once.
 */
describe('reactions replayed from the offline outbox', () => {
  const t = useTestApp({ catalogue: true, workJobs: false });
  const f = reviewFixtures(() => t.database.db, TEST_AUTH_SECRET);

  const react = (method: 'POST' | 'DELETE', url: string, token: string, key: string) =>
    t.app.inject({ method, url, headers: { ...bearer(token), 'idempotency-key': key } });
  const counts = async (id: number) => {
    const [row] = await t.database.db
      .select({ likes: reviews.likes, dislikes: reviews.dislikes })
      .from(reviews)
      .where(eq(reviews.id, id));
    return row;
  };

  async function aReview() {
    const author = await f.guest();
    const unitId = await f.freshUnit();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reviews',
      headers: bearer(author.token),
      payload: {
        reservation_id: await f.stay(author.id, unitId),
        score: 5,
        cleanliness: 5,
        accuracy: 5,
        location: 5,
        value: 5,
        text: 'A calm flat with a friendly host and a spotless kitchen.',
      },
    });
    return ReviewResponse.parse(res.json()).data.review.id;
  }

  it('applies a like once however often the same key replays it, even after the reader changed their mind', async () => {
    const id = await aReview();
    const reader = await f.guest();
    const like = `/api/v1/reviews/${id}/like`;
    const first = await react('POST', like, reader.token, 'outbox-like-0001');
    expect(ReactionResponse.parse(first.json()).data).toMatchObject({ likes: 1, my_reaction: 'like' });
    // Removed later, then the queued like arrives again (a second replay of the same write).
    await react('DELETE', `/api/v1/reviews/${id}/reaction`, reader.token, 'outbox-remove-0001');
    expect(await counts(id)).toEqual({ likes: 0, dislikes: 0 });
    const replayed = await react('POST', like, reader.token, 'outbox-like-0001');
    expect(replayed.statusCode).toBe(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toBe(first.body);
    // The replay answered the first result without writing: the removal stands.
    expect(await counts(id)).toEqual({ likes: 0, dislikes: 0 });
  });

  it('moves the counts once for a dislike and a removal each sent twice with their keys', async () => {
    const id = await aReview();
    const reader = await f.guest();
    for (let i = 0; i < 2; i += 1) {
      await react('POST', `/api/v1/reviews/${id}/dislike`, reader.token, 'outbox-dislike-01');
    }
    expect(await counts(id)).toEqual({ likes: 0, dislikes: 1 });
    const other = await f.guest();
    await react('POST', `/api/v1/reviews/${id}/dislike`, other.token, 'outbox-dislike-02');
    for (let i = 0; i < 2; i += 1) {
      await react('DELETE', `/api/v1/reviews/${id}/reaction`, reader.token, 'outbox-remove-02');
    }
    expect(await counts(id)).toEqual({ likes: 0, dislikes: 1 });
    // And the first dislike, replayed after the removal, does not come back.
    await react('POST', `/api/v1/reviews/${id}/dislike`, reader.token, 'outbox-dislike-01');
    expect(await counts(id)).toEqual({ likes: 0, dislikes: 1 });
  });
});
