import { hashPassword } from '../../modules/auth/password';
import type { Database } from '../client';
import { credentials, users } from '../schema/index';

/**
 * The demo guest a new user can sign in as to see every personal page full: trips, coins, points,
 * favourites, reviews and notifications are seeded against this id by each domain's own seed step.
 * The README names the email and password.
 */
export const DEMO_ACCOUNT = {
  id: '5a4a0000-0000-4000-8000-00000000de30',
  email: 'demo@sakan.example',
  password: 'Sakan-demo-2026',
  name: 'Noura Al-Harbi',
  phone: '+966500000030',
} as const;

/** Writes the demo guest; a no-op when the row exists (the caller's marker runs it once). */
export async function writeDemoAccount(tx: Database): Promise<void> {
  const inserted = await tx
    .insert(users)
    .values({
      id: DEMO_ACCOUNT.id,
      email: DEMO_ACCOUNT.email,
      name: DEMO_ACCOUNT.name,
      phone: DEMO_ACCOUNT.phone,
      type: 'email',
      accountReady: true,
      emailVerified: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) return;
  await tx
    .insert(credentials)
    .values({ userId: DEMO_ACCOUNT.id, passwordHash: await hashPassword(DEMO_ACCOUNT.password) });
}
