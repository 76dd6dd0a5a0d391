import { beforeAll, describe, expect, it } from 'vitest';
import { AnyEnvelope } from '../../../contract/common';
import { NotificationsResponse } from '../../../contract/notifications';
import { startSession } from '../auth/sessions';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { send } from '../../test/checkout';
import { TEST_AUTH_SECRET, useTestApp } from '../../test/test-app';
import { queueFixtures } from './queues-fixtures';

/** When staff hide a review, its author is told in the app, in the language they read it in. */
describe('backoffice queues: a hidden review’s author is notified', () => {
  const t = useTestApp({ seed: false });
  const make = queueFixtures(() => t.database.db);
  let support: Account;

  beforeAll(async () => {
    support = await quickAccount(t.database.db, ['support']);
  });

  const moderate = (id: number, action: 'hide' | 'restore', body: unknown) =>
    send(t.app, 'POST', `/api/v1/backoffice/reviews/${id}/${action}`, support.token, body);
  /** The author's notices as their notifications page reads them, in `lang`. */
  const noticesOf = async (userId: string, lang: 'en' | 'ar') => {
    const { accessToken } = await startSession(t.database.db, userId, { secret: TEST_AUTH_SECRET });
    const response = await send(t.app, 'GET', '/api/v1/notifications', accessToken, undefined, {
      'accept-language': lang,
    });
    expect(response.statusCode, response.body).toBe(200);
    return NotificationsResponse.parse(response.json()).data.items;
  };

  it('tells the author why, once, in English or Arabic, with a link to their reviews', async () => {
    const review = await make.review(1, 'Call the host on 0555 123 456, he is a thief.');
    const reason = 'A phone number and an accusation in the text.';
    expect(await noticesOf(review.guest.id, 'en')).toEqual([]);

    const hidden = await moderate(review.id, 'hide', { reason });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const [en] = await noticesOf(review.guest.id, 'en');
    expect(en).toMatchObject({ type: 'review_hidden', title: 'Your review was hidden', read: false });
    expect(en?.link).toBe('/account/reviews');
    expect(en?.body).toMatch(/^Our team hid your review of Test flat \d+ from the guest pages\./);
    expect(en?.body).toContain(`The reason: ${reason}`);
    const [ar] = await noticesOf(review.guest.id, 'ar');
    expect(ar?.title).toBe('أُخفي تقييمك');
    expect(ar?.body).toMatch(/^أخفى فريقنا تقييمك لـ شقة الاختبار \d+ عن صفحات الضيوف\./);
    expect(ar?.body).toContain(`السبب: ${reason}`);

    // Hiding it again is refused and tells no one; restoring it tells no one either.
    expect((await moderate(review.id, 'hide', { reason })).statusCode).toBe(409);
    expect((await moderate(review.id, 'restore', {})).statusCode).toBe(200);
    expect(await noticesOf(review.guest.id, 'en')).toHaveLength(1);
  });

  it('tells nobody when the hide is refused', async () => {
    const review = await make.review(2, 'Noisy street, thin walls.');
    for (const body of [{ reason: 'no' }, { reason: 'x\u0000y and more' }, {}]) {
      const refused = await moderate(review.id, 'hide', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(AnyEnvelope.parse(refused.json()).data.is_success).toBe(false);
    }
    expect(await noticesOf(review.guest.id, 'en')).toEqual([]);
  });
});
