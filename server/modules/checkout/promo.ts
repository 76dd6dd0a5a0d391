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
  | { ok: true; id: number; terms: PromoTerms; endsAt: Date; maxUsesPerGuest: number }
  | ({ ok: false } & PromoRefusal);

/** The refusal of a guest who holds as many live uses of a code as it allows each guest. */
export interface PromoGuestLimit {
  messageKey: 'checkout.promo_already_used' | 'checkout.promo_guest_limit';
  params?: { count: number };
}

export function guestLimitRefusal(maxPerGuest: number): PromoGuestLimit {
  // One use each is the common case, and its message says so plainly.
  return maxPerGuest === 1
    ? { messageKey: 'checkout.promo_already_used' }
    : { messageKey: 'checkout.promo_guest_limit', params: { count: maxPerGuest } };
}

/**
 * Whether `code` applies to a stay of `nights` for `userId` now: it exists, is not paused, is in its
 * window, the stay is long enough, uses are left and this guest has uses of it left. A read: checkout
 * redeems with a conditional write (repository.takePromoUse), then counts the guest's uses under the
 * row lock that write took (hold.ts), never on this answer alone.
 */
export async function checkPromo(
  db: Database,
  input: { code: string; userId: string; nights: number; now?: Date },
): Promise<PromoCheck> {
  const now = input.now ?? new Date();
  const promo = await repository.findPromo(db, input.code);
  if (!promo) return { ok: false, messageKey: 'checkout.promo_unknown' };
  if (promo.pausedAt !== null) return { ok: false, messageKey: 'checkout.promo_paused' };
  if (now < promo.startsAt) return { ok: false, messageKey: 'checkout.promo_not_started' };
  if (now >= promo.endsAt) return { ok: false, messageKey: 'checkout.promo_ended' };
  if (input.nights < promo.minNights) {
    return { ok: false, messageKey: 'checkout.promo_min_nights', params: { count: promo.minNights } };
  }
  if (promo.maxUses !== null && promo.uses >= promo.maxUses)
    return { ok: false, messageKey: 'checkout.promo_used_up' };
  if ((await repository.liveRedemptions(db, promo.id, input.userId)) >= promo.maxUsesPerGuest) {
    return { ok: false, ...guestLimitRefusal(promo.maxUsesPerGuest) };
  }
  return {
    ok: true,
    id: promo.id,
    endsAt: promo.endsAt,
    maxUsesPerGuest: promo.maxUsesPerGuest,
    terms: { code: promo.code, percentOff: promo.percentOff, amountOffMinor: promo.amountOffMinor },
  };
}

/** The 422 a refused code gets, on the `promo_code` field. */
export function promoError(refusal: PromoRefusal): AppError {
  // The envelope's own message takes no parameters: a counted refusal says it on its field only.
  const headline = refusal.params ? 'errors.validation' : refusal.messageKey;
  return new AppError('PROMO_INVALID', 422, headline, [
    {
      field: 'promo_code',
      messageKey: refusal.messageKey,
      ...(refusal.params ? { params: refusal.params } : {}),
    },
  ]);
}
