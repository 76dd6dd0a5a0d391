import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index';
import { send } from '../../test/checkout';
import { useTestApp } from '../../test/test-app';
import { AWAY_MAIL_JOB, sendAwayMails } from './away-mail';
import { openThread, stayWithHost, write, type Stay } from './fixtures';

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** The away mail: one per thread while its reader stays away, in the reader's language. */
describe('the away mail', () => {
  const t = useTestApp({ seed: false });
  let stay: Stay;
  let threadId = 0;

  beforeAll(async () => {
    stay = await stayWithHost(t.database.db);
    await t.database.db.update(s.users).set({ locale: 'ar' }).where(eq(s.users.id, stay.host.userId));
    threadId = await openThread(t.app, stay.guest.token, stay.reservationId);
  });

  const sweep = (minutes: number) =>
    sendAwayMails(t.database.db, t.app.mailer, undefined, minutesFromNow(minutes));

  it('is scheduled every minute on the job queue', async () => {
    const { rows } = await t.database.pool.query<{ cron: string }>(
      'select cron from pgboss.schedule where name = $1',
      [AWAY_MAIL_JOB],
    );
    expect(rows).toEqual([{ cron: '* * * * *' }]);
  });

  it('waits 10 minutes, then mails the host once for three messages, in Arabic', async () => {
    for (const text of ['Hello', 'Are you there?', 'We arrive at noon']) {
      await write(t.app, stay.guest.token, threadId, text);
    }
    expect(await sweep(9)).toBe(0);
    expect(await sweep(11)).toBe(1);
    expect(await sweep(12)).toBe(0);
    const mails = t.outbox.filter((mail) => mail.template === 'message_waiting');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      locale: 'ar',
      params: { count: 3, path: `/hosting/messages/${threadId}` },
    });
    const [host] = await t.database.db.select().from(s.users).where(eq(s.users.id, stay.host.userId));
    expect(mails[0]!.to).toBe(host!.email);
  });

  it('sends no second mail for more messages while the host stays away', async () => {
    await write(t.app, stay.guest.token, threadId, 'Still there?');
    expect(await sweep(30)).toBe(0);
  });

  it('mails again only after the host read the thread and a new message waited 10 minutes', async () => {
    await send(t.app, 'POST', `/api/v1/messages/threads/${threadId}/read`, stay.host.token, {});
    expect(await sweep(30)).toBe(0);
    await write(t.app, stay.guest.token, threadId, 'One more question');
    expect(await sweep(11)).toBe(1);
    expect(t.outbox.filter((mail) => mail.template === 'message_waiting')).toHaveLength(2);
  });

  it('never mails the sender about their own messages, nor a reader who answered', async () => {
    const other = await stayWithHost(t.database.db);
    const id = await openThread(t.app, other.host.token, other.reservationId);
    await write(t.app, other.guest.token, id, 'Hi');
    // Answering reads the thread up to the answer.
    await write(t.app, other.host.token, id, 'Hello!');
    await send(t.app, 'POST', `/api/v1/messages/threads/${id}/read`, other.guest.token, {});
    expect(await sweep(11)).toBe(0);
  });
});
