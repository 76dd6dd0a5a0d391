import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConsoleMeResponse } from '../../../contract/backoffice';
import {
  ConsoleThreadResponse,
  MessageReportResponse,
  MessageReportsResponse,
  ThreadResponse,
} from '../../../contract/messages';
import * as s from '../../db/schema/index';
import { quickAccount, type Account } from '../../test/calendar-feeds';
import { send } from '../../test/checkout';
import { auditOf } from '../../test/console';
import { useTestApp } from '../../test/test-app';
import { messageIdOf, openThread, stayWithHost, write, type Stay } from './fixtures';

/** A reported message reaches the console's queue; staff hide it (audited), restore it, or write. */
describe('reports and the console', () => {
  const t = useTestApp({ seed: false });
  let stay: Stay;
  let support: Account;
  let threadId = 0;
  let reported = '';

  beforeAll(async () => {
    stay = await stayWithHost(t.database.db);
    support = await quickAccount(t.database.db, ['support']);
    threadId = await openThread(t.app, stay.guest.token, stay.reservationId);
    reported = messageIdOf(await write(t.app, stay.host.token, threadId, 'Pay me in cash, not on the site'));
  });

  const report = () =>
    send(t.app, 'POST', `/api/v1/messages/${reported}/report`, stay.guest.token, {
      reason: 'scam',
      note: 'Asks for cash',
    });
  const staffGet = (url: string, token = support.token) =>
    send(t.app, 'GET', `/api/v1/backoffice${url}`, token);

  it('takes one report per person, and the queue counts the message once', async () => {
    expect((await report()).statusCode).toBe(200);
    expect((await report()).statusCode).toBe(200);
    expect(await t.database.db.$count(s.messageReports)).toBe(1);
    const list = MessageReportsResponse.parse((await staffGet('/message-reports')).json());
    expect(list.data.items).toMatchObject([
      {
        message: { id: reported, text: 'Pay me in cash, not on the site' },
        reasons: ['scam'],
        waiting: true,
      },
    ]);
    const me = ConsoleMeResponse.parse((await staffGet('/me')).json());
    expect(me.data.me.counts['message-reports']).toBe(1);
  });

  it('lists the newest report first, or the oldest when asked', async () => {
    const later = messageIdOf(
      await write(t.app, stay.host.token, threadId, 'Or send it to my bank directly'),
    );
    const reportLater = await send(t.app, 'POST', `/api/v1/messages/${later}/report`, stay.guest.token, {
      reason: 'scam',
    });
    expect(reportLater.statusCode).toBe(200);
    const ids = async (query: string) =>
      MessageReportsResponse.parse((await staffGet(`/message-reports?${query}`)).json()).data.items.map(
        (item) => item.message.id,
      );
    expect(await ids('')).toEqual([later, reported]);
    expect(await ids('sort=first_reported_at&dir=asc')).toEqual([reported, later]);
    expect((await staffGet('/message-reports?sort=reports')).statusCode).toBe(422);
    // Back to one waiting report for the tests below.
    const kept = await send(
      t.app,
      'POST',
      `/api/v1/backoffice/message-reports/${later}/keep`,
      support.token,
      {},
    );
    expect(kept.statusCode).toBe(200);
  });

  it('hides it for both sides with an audit row, keeps it for staff, and restores it', async () => {
    const hidden = await send(
      t.app,
      'POST',
      `/api/v1/backoffice/message-reports/${reported}/hide`,
      support.token,
      {
        reason: 'Asking to pay off the site',
      },
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(MessageReportResponse.parse(hidden.json()).data.report).toMatchObject({
      waiting: false,
      message: { hidden: true, hidden_reason: 'Asking to pay off the site' },
    });
    const [audit] = await auditOf(t.database.db, support.userId);
    expect(audit).toMatchObject({
      action: 'message.hide',
      entityId: reported,
      reason: 'Asking to pay off the site',
    });
    for (const token of [stay.guest.token, stay.host.token]) {
      const view = ThreadResponse.parse(
        (await send(t.app, 'GET', `/api/v1/messages/threads/${threadId}`, token)).json(),
      );
      expect(view.data.messages.find((m) => m.id === reported)).toMatchObject({
        hidden: true,
        text: '',
        photos: [],
      });
    }
    const console = ConsoleThreadResponse.parse((await staffGet(`/messages/threads/${threadId}`)).json());
    expect(console.data.messages.find((m) => m.id === reported)).toMatchObject({
      hidden: true,
      text: 'Pay me in cash, not on the site',
    });
    const again = await send(
      t.app,
      'POST',
      `/api/v1/backoffice/message-reports/${reported}/hide`,
      support.token,
      {
        reason: 'Twice',
      },
    );
    expect(again.statusCode).toBe(409);
    const restored = await send(
      t.app,
      'POST',
      `/api/v1/backoffice/message-reports/${reported}/restore`,
      support.token,
      {},
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(MessageReportResponse.parse(restored.json()).data.report.message.hidden).toBe(false);
    expect((await auditOf(t.database.db, support.userId))[0]).toMatchObject({ action: 'message.restore' });
  });

  it('is closed to staff outside support', async () => {
    const content = await quickAccount(t.database.db, ['content']);
    expect((await staffGet('/message-reports', content.token)).statusCode).toBe(403);
  });

  it('lets support write in the thread: both sides are told, and it is audited', async () => {
    const res = await send(
      t.app,
      'POST',
      `/api/v1/backoffice/messages/threads/${threadId}/messages`,
      support.token,
      {
        text: 'Sakan support here: please keep payments on the site.',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ data: { sent: { sender: 'staff', author: '', mine: true } } });
    for (const who of [stay.guest, stay.host]) {
      const notices = await t.database.db.$count(
        s.notifications,
        and(eq(s.notifications.userId, who.userId), eq(s.notifications.type, 'message_received')),
      );
      expect(notices).toBeGreaterThan(0);
    }
    expect((await auditOf(t.database.db, support.userId))[0]).toMatchObject({ action: 'message.send' });
    const guestView = ThreadResponse.parse(
      (await send(t.app, 'GET', `/api/v1/messages/threads/${threadId}`, stay.guest.token)).json(),
    );
    expect(guestView.data.messages.at(-1)).toMatchObject({ sender: 'staff', mine: false });
  });
});
