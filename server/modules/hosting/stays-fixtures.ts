import { eq } from 'drizzle-orm';
import type { Role } from '../../../contract/roles';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';
import { writeStay, type StayInput } from '../../db/seed/stays';
import { makeUnit, quickGuest } from '../../test/checkout';

/** Factories for the host's stays tests: accounts with roles, units a host owns, stays on them. */

export async function account(db: Database, roles: Role[] = []) {
  const who = await quickGuest(db);
  if (roles.length > 0) await db.update(s.users).set({ roles }).where(eq(s.users.id, who.userId));
  return who;
}

export async function hostedUnit(db: Database, hostId: string) {
  const unit = await makeUnit(db);
  await db.update(s.units).set({ hostId }).where(eq(s.units.id, unit.id));
  return unit.id;
}

/** Today's date in Riyadh (the test units are in Saudi Arabia), shifted by `days`. */
export function riyadhDay(days = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function stayOn(db: Database, input: StayInput) {
  const id = await writeStay(db, input);
  const [row] = await db.select().from(s.reservations).where(eq(s.reservations.id, id));
  return row!;
}
