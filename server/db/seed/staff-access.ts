import { eq } from 'drizzle-orm';
import type { AuditAction } from '../../../contract/backoffice';
import { hashPassword } from '../../modules/auth/password';
import { issueFactor } from '../../modules/auth/second-factor';
import { recordAudit } from '../../modules/backoffice/audit';
import type { Database } from '../client';
import { credentials, users } from '../schema/index';
import { DEMO_ADMIN } from './staff-demo';

/**
 * FOR THE DEMO ONLY: the demo admin's TOTP secret (base32), printed in the README so a person (with
 * any authenticator app) and the end-to-end tests (computing codes with otpauth) can sign in. A real
 * site's staff get theirs from `npm run staff:create` or the console's set-up page.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'SAKANDEMOADMINTOTPSECRETFORDEMOS';

/** A support agent who has not set up the second factor: signing in as them shows the set-up page. */
export const DEMO_SUPPORT = {
  id: '5a4a0000-0000-4000-8000-00000005e9a7',
  email: 'support@sakan.example',
  password: 'Sakan-support-2026',
  name: 'Omar Haddad',
  phone: '+966500000033',
} as const;

/**
 * The demo admin's second factor (the fixed secret above), a support agent still to set theirs up,
 * and the audit rows of making them, so the console's staff list and audit log have something to show.
 * Needs AUTH_SECRET's key to seal the secret; without it (seed:bulk) the step waits for a start that has one.
 */
export async function writeStaffAccessDemo(tx: Database, authSecret: Uint8Array): Promise<void> {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.id, DEMO_ADMIN.id));
  if (!admin) return;
  await issueFactor(tx, authSecret, { id: DEMO_ADMIN.id, email: DEMO_ADMIN.email }, DEMO_ADMIN_TOTP_SECRET);
  const made = await tx
    .insert(users)
    .values({
      id: DEMO_SUPPORT.id,
      email: DEMO_SUPPORT.email,
      name: DEMO_SUPPORT.name,
      phone: DEMO_SUPPORT.phone,
      type: 'email',
      accountReady: true,
      emailVerified: true,
      roles: ['support'],
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (made.length > 0) {
    await tx
      .insert(credentials)
      .values({ userId: DEMO_SUPPORT.id, passwordHash: await hashPassword(DEMO_SUPPORT.password) });
  }
  const audit = (
    action: AuditAction,
    entityId: string,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
    reason?: string,
  ) =>
    recordAudit(tx, {
      staffId: DEMO_ADMIN.id,
      action,
      entity: 'staff',
      entityId,
      before,
      after,
      reason: reason ?? null,
    });
  await audit('staff.enrol_second_factor', DEMO_ADMIN.id, { second_factor: false }, { second_factor: true });
  if (made.length > 0) {
    await audit(
      'staff.set_roles',
      DEMO_SUPPORT.id,
      { roles: [] },
      { roles: ['support'] },
      'Joins the support team.',
    );
  }
}
