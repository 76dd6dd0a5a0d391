import { sql } from 'drizzle-orm';
import type { ModerationQuery, ModerationReview } from '../../../contract/backoffice-queues';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';
import { refreshUnitRating } from '../reviews/repository';
import { isoOf, likeOf, orderOf, pageOf } from './queue-grid';

/**
 * Reviews as staff see them, hidden ones included. "Waiting" is a low score (1 or 2) nobody on the
 * staff has looked at yet: those are where complaints, abuse and personal data turn up. Hiding,
 * restoring or keeping a review marks it looked at.
 */
const WAITING = sql`v.score <= 2 and v.checked_at is null`;

export const countWaitingReviews = async (db: Database) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from reviews v where ${WAITING}`)).rows[0]
    ?.n ?? 0;

const columns = (locale: Locale) => sql`
  v.id, json_build_object('id', u.id, 'slug', u.slug, 'title',
    ${locale === 'ar' ? sql`coalesce(nullif(u.title_ar, ''), u.title_en)` : sql`coalesce(nullif(u.title_en, ''), u.title_ar)`}) as unit,
  coalesce(a.name, '') as author, v.score, v.text, v.language, v.hidden_at is not null as hidden,
  v.hidden_reason, (${WAITING}) as waiting, ${isoOf(sql`v.created_at`)} as created_at,
  ${isoOf(sql`v.hidden_at`)} as hidden_at`;

const FROM = sql`from reviews v join units u on u.id = v.unit_id join users a on a.id = v.user_id`;

export async function listReviews(db: Database, locale: Locale, query: ModerationQuery) {
  const like = likeOf(query.q);
  const status = query.status ?? 'all';
  const where = sql`${status === 'waiting' ? WAITING : status === 'hidden' ? sql`v.hidden_at is not null` : sql`true`}
    ${query.rating ? sql`and v.score = ${query.rating}` : sql``}
    ${like ? sql`and (v.text ilike ${like} or u.title_en ilike ${like} or u.title_ar ilike ${like} or u.slug ilike ${like})` : sql``}`;
  const total =
    (await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} where ${where}`)).rows[0]?.n ?? 0;
  const { pagination, offset } = pageOf(total, query.page);
  const order = orderOf(
    query,
    { created_at: sql`v.created_at`, score: sql`v.score` },
    { sort: 'created_at', dir: 'desc' },
    sql`v.id`,
  );
  const rows = await db.execute<ModerationReview>(sql`
    select ${columns(locale)} ${FROM} where ${where}
    order by ${order} limit ${pagination.per_page} offset ${offset}`);
  return { items: rows.rows, pagination };
}

export async function findModerated(db: Database, locale: Locale, id: number) {
  return (await db.execute<ModerationReview>(sql`select ${columns(locale)} ${FROM} where v.id = ${id}`))
    .rows[0];
}

/**
 * Locks the review's unit, then the review (the order the reviews module's writers use), so the
 * rating recomputed after a hide or restore sees every other write to the unit's reviews.
 */
export async function lockForModeration(tx: Database, id: number) {
  const review = await tx.execute<{ unit_id: number }>(sql`select unit_id from reviews where id = ${id}`);
  const unitId = review.rows[0]?.unit_id;
  if (unitId === undefined) return undefined;
  await tx.execute(sql`select id from units where id = ${unitId} for update`);
  const locked = await tx.execute<{
    unit_id: number;
    user_id: string;
    unit_en: string;
    unit_ar: string;
    hidden: boolean;
    hidden_reason: string | null;
    checked: boolean;
  }>(sql`
    select v.unit_id, v.user_id, u.title_en as unit_en, u.title_ar as unit_ar,
      v.hidden_at is not null as hidden, v.hidden_reason, v.checked_at is not null as checked
    from reviews v join units u on u.id = v.unit_id where v.id = ${id} for update of v`);
  return locked.rows[0];
}

/** Hides (with the reason) or restores the review, marks it looked at, and recomputes the unit's rating. */
export async function setHidden(tx: Database, id: number, unitId: number, reason: string | null) {
  await tx.execute(sql`
    update reviews set hidden_at = ${reason === null ? null : sql`now()`}, hidden_reason = ${reason},
      checked_at = now()
    where id = ${id}`);
  await refreshUnitRating(tx, unitId);
}

export async function markChecked(tx: Database, id: number): Promise<void> {
  await tx.execute(sql`update reviews set checked_at = now() where id = ${id}`);
}
