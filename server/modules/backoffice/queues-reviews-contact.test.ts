import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import {
  ContactMessagesResponse,
  ContactThreadResponse,
  ModerationReviewResponse,
  ModerationReviewsResponse,
} from '../../../contract/backoffice-queues';
import { ConsoleMeResponse } from '../../../contract/backoffice';
import { AnyEnvelope } from '../../../contract/common';
import { UnitReviewsResponse } from '../../../contract/reviews';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { quickGuest, send } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { queueFixtures } from './queues-fixtures';

const BASE = '/api/v1/backoffice';

/** Reviews hidden and restored, contact messages answered and closed, and the counts kept live. */
describe('backoffice queues: reviews and contact messages', () => {
  const t = useTestApp({ seed: false });
  const make = queueFixtures(() => t.database.db);
  let content: Account;
  let support: Account;
  const call = (who: Account, method: 'GET' | 'POST', url: string, body?: unknown, lang = 'en') =>
    send(t.app, method, `${BASE}${url}`, who.token, body, { 'accept-language': lang });
  const guestPage = async (unitId: number) =>
    UnitReviewsResponse.parse(
      (await t.app.inject({ url: `/api/v1/reviews/unit-reviews?unit_id=${unitId}` })).json(),
    ).data;

  beforeAll(async () => {
    content = await quickAccount(t.database.db, ['content']);
    support = await quickAccount(t.database.db, ['support']);
  });

  it('hides a review with a reason: gone from the guest page and the rating, and restores it', async () => {
    const good = await make.review(5, 'Lovely flat, spotless and close to the sea.');
    const bad = await make.review(1, 'The host is a thief, call him on 0555 123 456.');
    const waiting = ModerationReviewsResponse.parse(
      (await call(content, 'GET', '/reviews?status=waiting')).json(),
    );
    expect(waiting.data.items.map((item) => item.id)).toContain(bad.id);
    expect(waiting.data.items.map((item) => item.id)).not.toContain(good.id);
    const found = ModerationReviewsResponse.parse(
      (await call(content, 'GET', '/reviews?q=thief&rating=1')).json(),
    );
    expect(found.data.items.map((item) => item.id)).toEqual([bad.id]);

    const reason = 'A phone number and an accusation in the text.';
    const hidden = await call(content, 'POST', `/reviews/${bad.id}/hide`, { reason });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(ModerationReviewResponse.parse(hidden.json()).data.review).toMatchObject({
      hidden: true,
      hidden_reason: reason,
      waiting: false,
    });
    const page = await guestPage(bad.unitId);
    expect(page.items).toEqual([]);
    expect(page.summary).toMatchObject({ count: 0, average: 0 });
    const again = await call(content, 'POST', `/reviews/${bad.id}/hide`, { reason }, 'ar');
    expect(again.statusCode).toBe(409);
    expect(AnyEnvelope.parse(again.json()).data.message).toBe('هذا التقييم مخفي بالفعل.');
    const marked = ModerationReviewsResponse.parse(
      (await call(content, 'GET', '/reviews?status=hidden')).json(),
    );
    expect(marked.data.items.map((item) => item.id)).toEqual([bad.id]);

    expect((await call(content, 'POST', `/reviews/${bad.id}/restore`, {})).statusCode).toBe(200);
    const back = await guestPage(bad.unitId);
    expect(back.items.map((item) => item.id)).toEqual([bad.id]);
    expect(back.summary).toMatchObject({ count: 1, average: 1 });
    expect(await make.auditOf('review', bad.id)).toMatchObject([
      { staffId: content.userId, action: 'review.hide', reason, after: { hidden: true } },
      { action: 'review.restore', before: { hidden: true, hidden_reason: reason }, after: { hidden: false } },
    ]);
  });

  it('takes a low score off the waiting list when it looks fine', async () => {
    const review = await make.review(2, 'Too noisy at night, the street is busy.');
    const kept = await call(support, 'POST', `/reviews/${review.id}/keep`, {});
    expect(kept.statusCode, kept.body).toBe(200);
    expect(ModerationReviewResponse.parse(kept.json()).data.review).toMatchObject({
      waiting: false,
      hidden: false,
    });
    expect(await make.auditOf('review', review.id)).toMatchObject([{ action: 'review.keep' }]);
  });

  it('answers a contact message by mail in the sender’s language, keeps the thread, and closes it', async () => {
    const message = await make.contactMessage('ar');
    const open = ContactMessagesResponse.parse((await call(support, 'GET', '/contact-messages')).json());
    expect(open.data.items.find((item) => item.id === message.id)).toMatchObject({
      status: 'open',
      replies: 0,
    });
    const body = 'Yes, small pets are welcome in this villa.';
    const replied = await call(support, 'POST', `/contact-messages/${message.id}/replies`, { body }, 'en');
    expect(replied.statusCode, replied.body).toBe(200);
    const thread = ContactThreadResponse.parse(replied.json()).data.contact;
    expect(thread.thread).toMatchObject([{ body, staff_name: 'Sync Tester' }]);
    expect(t.outbox.findLast((m) => m.template === 'contact_reply')).toMatchObject({
      to: message.email,
      locale: 'ar',
      params: { reply: body, reference: message.reference, original: 'Can I bring a pet to the villa?' },
    });
    const closed = await call(support, 'POST', `/contact-messages/${message.id}/close`, {});
    expect(ContactThreadResponse.parse(closed.json()).data.contact).toMatchObject({
      status: 'closed',
      replies: 1,
    });
    const late = await call(support, 'POST', `/contact-messages/${message.id}/replies`, { body }, 'ar');
    expect(late.statusCode).toBe(409);
    expect(AnyEnvelope.parse(late.json()).data.message).toBe('هذه المحادثة مغلقة.');
    expect(await make.auditOf('contact_message', message.id)).toMatchObject([
      { action: 'contact_message.reply', staffId: support.userId },
      { action: 'contact_message.close', after: { status: 'closed' } },
    ]);
  });

  it('sends a retried reply once (Idempotency-Key)', async () => {
    const message = await make.contactMessage('en');
    const key = { 'idempotency-key': `reply-${message.id}-1` };
    const first = await send(
      t.app,
      'POST',
      `${BASE}/contact-messages/${message.id}/replies`,
      support.token,
      { body: 'On it.' },
      key,
    );
    const second = await send(
      t.app,
      'POST',
      `${BASE}/contact-messages/${message.id}/replies`,
      support.token,
      { body: 'On it.' },
      key,
    );
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const thread = ContactThreadResponse.parse(
      (await call(support, 'GET', `/contact-messages/${message.id}`)).json(),
    );
    expect(thread.data.contact.thread).toHaveLength(1);
  });
});

/** Staff with the console open hear that a queue moved, over the notifications stream. */
describe('backoffice queues: live counts', () => {
  const t = useTestApp({ seed: false });
  let base = '';
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.app.close();
  });

  /** The stream's text until `marker` shows up (or the time runs out). */
  async function streamUntil(token: string, marker: string, act: () => Promise<void>, ms = 4000) {
    const signal = AbortSignal.timeout(ms);
    const res = await fetch(`${base}/api/v1/notifications/stream`, {
      headers: { authorization: `Bearer ${token}` },
      signal,
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    try {
      // The stream's first frame (the unread count) means it is listening.
      while (!text.includes('event: count')) text += (await reader.read()).value ?? '';
      await act();
      while (!text.includes(marker)) text += (await reader.read()).value ?? '';
    } catch (error) {
      // Timed out: the caller's expectation says what was missing.
      if (!signal.aborted) throw error;
    } finally {
      await reader.cancel().catch(() => undefined);
    }
    return text;
  }

  it('tells staff a contact message came in, and the count moves; a guest hears nothing of it', async () => {
    const support = await quickAccount(t.database.db, ['support']);
    const guest = await quickGuest(t.database.db);
    const me = async () =>
      ConsoleMeResponse.parse((await send(t.app, 'GET', `${BASE}/me`, support.token)).json()).data.me.counts;
    expect((await me())['contact-messages']).toBe(0);
    const message = {
      name: 'Reem Ali',
      email: 'reem@example.com',
      topic: 'booking',
      message: 'Is the villa free for Eid, please?',
    };
    const staffText = await streamUntil(support.token, 'event: queues', async () => {
      expect((await send(t.app, 'POST', '/api/v1/contact', '', message)).statusCode).toBe(201);
    });
    expect(staffText).toContain('event: queues');
    expect((await me())['contact-messages']).toBe(1);
    const guestText = await streamUntil(
      guest.token,
      'event: queues',
      async () =>
        void (await send(t.app, 'POST', '/api/v1/contact', '', { ...message, email: 'other@example.com' })),
      1500,
    );
    expect(guestText).not.toContain('event: queues');
  });
});
