import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer } from '../../plugins/email';
import { claimAwayMails, releaseClaim } from './away-repository';

export const AWAY_MAIL_JOB = 'messages.away-mail';
/** How long a message waits unread before its reader, away meanwhile, gets one mail about it. */
export const AWAY_MINUTES = 10;

/**
 * The away mail on the pg-boss queue: a sweep every minute that any instance may run, as often as it
 * likes. The claim (away-repository.ts) makes each mail go once per thread until its reader reads
 * it, however sweeps overlap; a sweep, not a job per message, so a message sent while the queue is
 * down is still mailed about, and ten messages make one mail. Mails leave in the reader's language.
 */
export function registerAwayMail(app: FastifyInstance): void {
  app.jobs.work(AWAY_MAIL_JOB, async () => {
    await sendAwayMails(app.db, app.mailer, (err) => app.log.error({ err }, 'an away mail failed'));
  });
  app.jobs.schedule(AWAY_MAIL_JOB, '* * * * *');
}

/** Mails every reader owed one now; answers how many mails left. */
export async function sendAwayMails(
  db: Database,
  mailer: Mailer,
  onError: (error: unknown) => void = () => undefined,
  now = new Date(),
): Promise<number> {
  const claims = await claimAwayMails(db, new Date(now.getTime() - AWAY_MINUTES * 60_000));
  let sent = 0;
  for (const claim of claims) {
    if (!claim.email || claim.unread === 0) continue;
    try {
      await mailer.send({
        to: claim.email,
        locale: claim.locale,
        template: 'message_waiting',
        params: {
          name: (claim.name ?? '').trim().split(/\s+/)[0] ?? '',
          unit: claim.locale === 'ar' ? claim.title_ar || claim.title_en : claim.title_en || claim.title_ar,
          count: claim.unread,
          path: `${claim.side === 'host' ? '/hosting' : '/account'}/messages/${claim.thread_id}`,
        },
      });
      sent += 1;
    } catch (error) {
      onError(error);
      await releaseClaim(db, claim).catch(onError);
    }
  }
  return sent;
}
