import { recordAudit } from '../../modules/backoffice/audit';
import { hashPassword } from '../../modules/auth/password';
import type { Database } from '../client';
import { credentials, users } from '../schema/index';
import { DEMO_ADMIN } from './staff-demo';

/**
 * A blocked account for the console's guests: the list marks it, its page says who blocked it and
 * why, the audit log has the block, and signing in as it shows the refusal a blocked guest reads.
 * The demo guest (demo-account.ts) needs nothing more: its stays, coins and points are seeded already.
 */
export const DEMO_BLOCKED = {
  id: '5a4a0000-0000-4000-8000-0000000b10c4',
  email: 'blocked@sakan.example',
  password: 'Sakan-blocked-2026',
  name: 'Fahad Al-Shammari',
  phone: '+966500000033',
  reason: 'Three chargebacks on stays he completed; the bank confirmed the card was his.',
} as const;

export async function writeGuestsDemo(tx: Database, today: Date): Promise<void> {
  const inserted = await tx
    .insert(users)
    .values({
      id: DEMO_BLOCKED.id,
      email: DEMO_BLOCKED.email,
      name: DEMO_BLOCKED.name,
      phone: DEMO_BLOCKED.phone,
      type: 'email',
      accountReady: true,
      emailVerified: true,
      locale: 'ar',
      blockedAt: today,
      blockedReason: DEMO_BLOCKED.reason,
      blockedBy: DEMO_ADMIN.id,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) return;
  await tx
    .insert(credentials)
    .values({ userId: DEMO_BLOCKED.id, passwordHash: await hashPassword(DEMO_BLOCKED.password) });
  await recordAudit(tx, {
    staffId: DEMO_ADMIN.id,
    action: 'user.block',
    entity: 'user',
    entityId: DEMO_BLOCKED.id,
    before: { blocked: false },
    after: { blocked: true, blocked_reason: DEMO_BLOCKED.reason },
    reason: DEMO_BLOCKED.reason,
  });
}
