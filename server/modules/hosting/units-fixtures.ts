import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Role } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { startSession } from '../auth/sessions';

/**
 * Test data for the host's units, written straight to the test database (no sign-up round trips or
 * rate limits): accounts with the roles a test needs and their sessions, and photos, which the photo
 * part's upload would otherwise make.
 */
export function hostingFixtures(db: () => Database, secret: Uint8Array) {
  async function account(roles: Role[], name = 'Nadia Farouk') {
    const id = randomUUID();
    await db()
      .insert(users)
      .values({
        id,
        email: `host.${id.slice(0, 8)}@example.com`,
        name,
        type: 'email',
        accountReady: true,
        roles,
      });
    // Staff accounts' sessions have passed the second factor, as the console's sign-in requires.
    const session = await startSession(db(), id, { secret, secondFactor: true });
    return { id, token: session.accessToken };
  }

  /** `count` photos on the unit; with `alt` false their descriptions are left empty. */
  async function photos(unitId: number, count: number, alt = true) {
    for (let position = 0; position < count; position += 1) {
      await db().execute(sql`
        insert into unit_images (unit_id, key, position, alt_en, alt_ar)
        values (${unitId}, ${`units/test/${unitId}-${position}`}, ${position},
          ${alt ? `Room ${position + 1}` : ''}, ${alt ? `الغرفة ${position + 1}` : ''})`);
    }
  }

  /** What the operator's approval does (that console is another part): the unit goes live. */
  async function publish(unitId: number) {
    await db().execute(
      sql`update units set status = 'published', published_at = now(), submitted_at = null where id = ${unitId}`,
    );
  }

  return { account, photos, publish };
}
