/**
 * npm run staff:create -- --email sara@example.com --role admin [--role support] [--name "Sara"]
 * Makes (or updates) a staff account with exactly these staff roles and prints what its owner needs:
 * a first password if the account is new, and a fresh second factor (QR code, secret, otpauth:// URI,
 * ten recovery codes), shown this once. Any earlier factor is replaced and the account's sign-ins end.
 * Connects like the server: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (stop the server
 * first in that case), and seals the secret with the server's AUTH_SECRET (or DATA_DIR's key).
 */
import { parseArgs } from 'node:util';
import { renderUnicodeCompact } from 'uqr';
import { Email } from '../../contract/auth';
import { StaffRole, STAFF_ROLES } from '../../contract/roles';
import { loadAuthSecret } from '../boot/auth-secret';
import { Lifecycle } from '../boot/lifecycle';
import { databaseUrlFor } from '../boot/start';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { StartupError } from '../lib/startup-error';
import { createStaff } from '../modules/backoffice/staff-command';

const usage = `Usage: npm run staff:create -- --email <email> --role <${STAFF_ROLES.join('|')}> [--role …] [--name "…"]`;
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string', multiple: true },
    name: { type: 'string' },
  },
});
const email = Email.safeParse(values.email?.trim().toLowerCase());
if (!email.success) fail(`Give the account's email: --email sara@example.com\n${usage}`);
const roles = (values.role ?? []).map((role) => StaffRole.safeParse(role.trim()));
if (roles.length === 0 || roles.some((role) => !role.success)) {
  fail(`Give one or more roles, each one of ${STAFF_ROLES.join(', ')}: --role admin\n${usage}`);
}
if (values.name !== undefined && (values.name.trim().length < 2 || values.name.length > 80)) {
  fail('A name is 2 to 80 characters.');
}

const lifecycle = new Lifecycle();
let code = 0;
try {
  const config = loadConfig();
  const url = await databaseUrlFor(config, lifecycle);
  const { db, pool } = connectDatabase(url);
  lifecycle.defer('close database pool', () => pool.end());
  await migrateDatabase(pool);
  const done = await createStaff(db, loadAuthSecret(config), {
    email: email.data!,
    roles: roles.map((role) => role.data!),
    name: values.name,
  });
  const lines = [
    done.created
      ? `Created ${email.data} as ${roles.map((r) => r.data).join(', ')}.`
      : `Updated ${email.data}: now ${roles.map((r) => r.data).join(', ')}.`,
    ...(done.password ? [`First password (change it after signing in): ${done.password}`] : []),
    '',
    'Second factor: scan this with an authenticator app, or type the secret in.',
    renderUnicodeCompact(done.uri),
    `Secret: ${done.secret}`,
    `URI:    ${done.uri}`,
    '',
    'Recovery codes (each works once; keep them somewhere safe):',
    ...done.recoveryCodes.map((recovery) => `  ${recovery}`),
    '',
    'Shown this once. Any earlier second factor of this account no longer works, and its sign-ins ended.',
    'Recorded in the audit log as the account itself (staff.create / staff.set_roles).',
  ];
  console.log(lines.join('\n'));
} catch (error) {
  code = 1;
  if (error instanceof StartupError) console.error(error.message);
  else console.error(error);
} finally {
  await lifecycle.close();
}
process.exit(code);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
