/**
 * The operator's hosting decisions until the console exists:
 *   npm run hosting:accept -- <reference>
 *   npm run hosting:reject -- <reference> --reason "The photos show another property."
 *   npm run hosting:publish -- <unit id>
 * Connects like the server: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (which only one
 * process may run at a time, so stop the server first in that case). Mail goes through SMTP_URL or
 * into DATA_DIR/outbox, like the server's. Exits 1 with the reason when the decision is refused.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Lifecycle } from '../boot/lifecycle';
import { databaseUrlFor } from '../boot/start';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { translate } from '../i18n/translate';
import { AppError } from '../lib/app-error';
import { StartupError } from '../lib/startup-error';
import { acceptSubmission, publishUnit, rejectSubmission } from '../modules/hosting/onboarding';
import { createMailer } from '../plugins/email';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { reason: { type: 'string' } },
});
const [command, target] = positionals;
const usage =
  'Usage: hosting accept <reference> | hosting reject <reference> --reason "…" | hosting publish <unit id>';

if (!command || !target || !['accept', 'reject', 'publish'].includes(command)) fail(usage);
if (command === 'publish' && !/^[1-9]\d{0,8}$/.test(target!)) fail('The unit id is a whole number, e.g. 42.');
if (command !== 'publish' && !/^P-[A-Z0-9]{8}$/i.test(target!))
  fail('A listing reference looks like P-7K3M9QXA.');
if (command === 'reject' && !values.reason?.trim())
  fail('Give the reason: --reason "…" (the applicant reads it).');

const lifecycle = new Lifecycle();
let code = 0;
try {
  const config = loadConfig();
  const url = await databaseUrlFor(config, lifecycle);
  const { db, pool } = connectDatabase(url);
  lifecycle.defer('close database pool', () => pool.end());
  await migrateDatabase(pool);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: join(config.DATA_DIR, 'outbox'),
    appUrl: config.PUBLIC_URL,
  });
  lifecycle.defer('close mailer', () => mailer.close());
  if (command === 'accept') {
    const uploadsDir = join(config.DATA_DIR, 'uploads');
    const done = await acceptSubmission(db, target!.toUpperCase(), { uploadsDir, mailer });
    console.log(
      `Accepted ${done.reference}: the account is a host, and draft unit ${done.unitId} (${done.slug}) has ${done.photos} photo(s).`,
    );
  } else if (command === 'reject') {
    await rejectSubmission(db, target!.toUpperCase(), values.reason!, { mailer });
    console.log(`Rejected ${target!.toUpperCase()}; the applicant is told why.`);
  } else {
    const done = await publishUnit(db, Number(target), { mailer });
    console.log(`Published unit ${done.unitId} (${done.slug}).`);
  }
} catch (error) {
  code = 1;
  if (error instanceof AppError) {
    const status = (error.data as { status?: string } | undefined)?.status;
    console.error(`${translate('en', error.messageKey)}${status ? ` (It is ${status}.)` : ''}`);
  } else if (error instanceof StartupError) console.error(error.message);
  else console.error(error);
} finally {
  await lifecycle.close();
}
process.exit(code);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
