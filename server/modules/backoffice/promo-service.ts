import type { AdminPromo, PromoCreateBody, PromoEditBody } from '../../../contract/backoffice';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audited, changedFields } from './audit';
import { fieldError, notFound } from './content-shared';
import * as repository from './promo-repository';

/**
 * The console's promo code rules. The limits set here (total and per-guest uses, the window, minimum
 * nights, a pause) are the ones checkout enforces (modules/checkout/promo.ts, hold.ts). Writes lock
 * the code's row, the same lock checkout's redemption takes, so an edit and a redemption never cross.
 */

const DAY_MS = 86_400_000;
/** A day on Saudi time (UTC+3) begins at 21:00 UTC the evening before. */
const saudiMidnight = (day: string) => new Date(`${day}T00:00:00+03:00`);

function rowOf(body: PromoEditBody): repository.PromoRow {
  if (body.kind === 'percent' && body.value > 100) throw fieldError('value', 'backoffice.promo_percent_max');
  if (body.valid_to < body.valid_from) throw fieldError('valid_to', 'backoffice.promo_dates');
  return {
    percentOff: body.kind === 'percent' ? body.value : null,
    amountOffMinor: body.kind === 'amount' ? body.value : null,
    startsAt: saudiMidnight(body.valid_from),
    // The window ends when the last day does: the next day's Saudi midnight.
    endsAt: new Date(saudiMidnight(body.valid_to).getTime() + DAY_MS),
    minNights: body.min_nights,
    maxUses: body.max_uses,
    maxUsesPerGuest: body.max_uses_per_guest,
  };
}

/** The fields staff set, as the API names them: what the audit compares. */
const termsOf = (promo: AdminPromo | PromoEditBody) => ({
  kind: promo.kind,
  value: promo.value,
  valid_from: promo.valid_from,
  valid_to: promo.valid_to,
  min_nights: promo.min_nights,
  max_uses: promo.max_uses,
  max_uses_per_guest: promo.max_uses_per_guest,
});

async function reread(tx: Database, id: number): Promise<AdminPromo> {
  const promo = await repository.findPromo(tx, id);
  if (!promo) throw notFound('backoffice.promo_not_found');
  return promo;
}

export async function createPromo(db: Database, staffId: string, body: PromoCreateBody): Promise<AdminPromo> {
  const { code, ...terms } = body;
  const row = rowOf(terms);
  return audited(db, async (tx) => {
    const id = await repository.insertPromo(tx, code, row);
    if (id === null)
      throw new AppError('CONFLICT', 409, 'backoffice.promo_code_taken', [
        { field: 'code', messageKey: 'backoffice.promo_code_taken' },
      ]);
    return {
      result: await reread(tx, id),
      audit: {
        staffId,
        action: 'promo.create',
        entity: 'promo_code',
        entityId: id,
        before: null,
        after: { code, ...termsOf(terms) },
      },
    };
  });
}

export async function editPromo(
  db: Database,
  staffId: string,
  id: number,
  body: PromoEditBody,
): Promise<AdminPromo> {
  const row = rowOf(body);
  return audited(db, async (tx) => {
    const promo = await repository.findPromo(tx, id, true);
    if (!promo) throw notFound('backoffice.promo_not_found');
    if (body.max_uses !== null && body.max_uses < promo.uses)
      throw fieldError('max_uses', 'backoffice.promo_max_below_uses', { count: promo.uses });
    const diff = changedFields(termsOf(promo), termsOf(body));
    if (Object.keys(diff.after).length === 0) return { result: promo, audit: null };
    await repository.updatePromo(tx, id, row);
    return {
      result: await reread(tx, id),
      audit: { staffId, action: 'promo.edit', entity: 'promo_code', entityId: id, ...diff },
    };
  });
}

/** Pauses or resumes a code; asking for the state it is already in changes and records nothing. */
export async function setPromoPaused(
  db: Database,
  staffId: string,
  id: number,
  paused: boolean,
): Promise<AdminPromo> {
  return audited(db, async (tx) => {
    const promo = await repository.findPromo(tx, id, true);
    if (!promo) throw notFound('backoffice.promo_not_found');
    if ((promo.status === 'paused') === paused) return { result: promo, audit: null };
    await repository.setPaused(tx, id, paused);
    return {
      result: await reread(tx, id),
      audit: {
        staffId,
        action: paused ? 'promo.pause' : 'promo.resume',
        entity: 'promo_code',
        entityId: id,
        before: { paused: !paused },
        after: { paused },
      },
    };
  });
}
