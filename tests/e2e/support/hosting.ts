import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../../../server/db/client';
import { credentials, users } from '../../../server/db/schema/index';
import { hashPassword } from '../../../server/modules/auth/password';
import { E2E_ADMIN_URL, E2E_DATABASE } from './env';

export const HOST_PASSWORD = 'olive-grove-at-dusk';

/**
 * A host (an account with the host role) and a fresh draft unit of theirs in Riyadh, written straight
 * into the end-to-end database as the acceptance of a listing would leave them: texts empty, no
 * licence, no photos. Each test gets its own, so both languages run side by side.
 */
export async function hostWithDraft(lang: 'en' | 'ar') {
  const url = new URL(E2E_ADMIN_URL);
  url.pathname = `/${E2E_DATABASE}`;
  const { db, pool } = connectDatabase(url.toString());
  try {
    const id = randomUUID();
    const email = `host-${lang}-${id.slice(0, 8)}@example.com`;
    await db.insert(users).values({
      id,
      email,
      name: lang === 'ar' ? 'سلمى القحطاني' : 'Salma Qahtani',
      phone: '+966500000888',
      type: 'email',
      accountReady: true,
      emailVerified: true,
      locale: lang,
      roles: ['host'],
    });
    await db.insert(credentials).values({ userId: id, passwordHash: await hashPassword(HOST_PASSWORD) });
    const result = await db.execute<{ id: number }>(sql`
      insert into units (slug, title_en, title_ar, description_en, description_ar, house_rules_en,
        house_rules_ar, city_id, category_id, area_en, area_ar, lat, lng, guests, bedrooms, beds, bathrooms,
        check_in_time, check_out_time, cancellation_policy, base_price_minor, host_id, status)
      select ${`e2e-draft-${id.slice(0, 8)}`}, '', '', '', '', '', '', c.id, cat.id, '', '', 24.71, 46.67,
        2, 1, 1, 1, '15:00', '12:00', 'moderate', 40000, ${id}, 'draft'
      from cities c, categories cat where c.slug = 'riyadh' and cat.slug = 'apartment'
      returning id`);
    const unitId = result.rows[0]?.id;
    if (unitId === undefined) throw new Error('no draft written (is the catalogue seeded?)');
    return { email, unitId };
  } finally {
    await pool.end();
  }
}
