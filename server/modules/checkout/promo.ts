import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MessageKey, MessageParams } from '../../i18n/translate';
import type { PromoTerms } from './pricing';
import * as repository from './repository';

export interface PromoRefusal {
  messageKey: MessageKey;
  params?: MessageParams;
}

export type PromoCheck =
  { ok: true; id: number; terms: PromoTerms; endsAt: Date } | ({ ok: false } & PromoRefusal);

/**
 * Whether `code` applies to a stay of `nights` for `userId` now: it exists, is in its window, the stay
 * is long enough, uses are left and this guest has no live use of it. A read: checkout redeems with
 * conditional writes (repository.takePromoUse and the one-per-user index), never on this answer alone.
 */
export async function checkPromo(
  db: Database,
  input: { code: string; userId: string; nights: number; now?: Date },
): Promise<PromoCheck> {
  const now = input.now ?? new Date();
  const promo = await repository.findPromo(db, input.code);
  if (!promo) return { ok: false, messageKey: 'checkout.promo_unknown' };
  if (now < promo.startsAt) return { ok: false, messageKey: 'checkout.promo_not_started' };
  if (now >= promo.endsAt) return { ok: false, messageKey: 'checkout.promo_ended' };
  if (input.nights < promo.minNights) {
    return { ok: false, messageKey: 'checkout.promo_min_nights', params: { count: promo.minNights } };
  }
  if (promo.maxUses !== null && promo.uses >= promo.maxUses)
    return { ok: false, messageKey: 'checkout.promo_used_up' };
  if (await repository.hasLiveRedemption(db, promo.id, input.userId)) {
    return { ok: false, messageKey: 'checkout.promo_already_used' };
  }
  return {
    ok: true,
    id: promo.id,
    endsAt: promo.endsAt,
    terms: { code: promo.code, percentOff: promo.percentOff, amountOffMinor: promo.amountOffMinor },
  };
}

/** The 422 a refused code gets, on the `promo_code` field. */
export function promoError(refusal: PromoRefusal): AppError {
  return new AppError('PROMO_INVALID', 422, refusal.messageKey, [
    {
      field: 'promo_code',
      messageKey: refusal.messageKey,
      ...(refusal.params ? { params: refusal.params } : {}),
    },
  ]);
}
