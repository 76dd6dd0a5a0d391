import * as z from 'zod/mini';
import { envelope, IsoDate, listEnvelope, Locale, Money, queryInt, text } from './common';
import { Role } from './roles';

/**
 * The console's guests (/api/v1/backoffice/guests…): find an account, read its stays and ledgers,
 * grant or remove coins, block or unblock it. Reading and coins: admin, support and finance; blocking:
 * admin and support (and only an admin may block a staff account; nobody blocks their own).
 */

/** The guests grid's orders; newest accounts first unless asked otherwise. */
export const GUEST_SORTS = ['created_at', 'name', 'email'] as const;

/** GET /backoffice/guests?q=&page=&sort=&dir=: `q` matches email, name or phone. */
export const GuestsQuery = z.strictObject({
  q: z.optional(text(z.maxLength(200))),
  page: z.optional(queryInt(1, 100_000)),
  sort: z.optional(z.enum(GUEST_SORTS)),
  dir: z.optional(z.enum(['asc', 'desc'])),
});
export type GuestsQuery = z.infer<typeof GuestsQuery>;
export const GUESTS_PER_PAGE = 25;

export const GuestRow = z.object({
  id: z.uuid(),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  created_at: z.string(),
  /** Reservations of any status the account made. */
  stays: z.int(),
  coins: z.int(),
  blocked: z.boolean(),
  roles: z.array(Role),
});
export type GuestRow = z.infer<typeof GuestRow>;
export const GuestsResponse = listEnvelope(GuestRow);
export type GuestsResponse = z.infer<typeof GuestsResponse>;

/** Any account's id: a malformed one is a 422 on `id`, an unknown one a 404. */
export const GuestParams = z.strictObject({ id: z.uuid() });

/** How many of each list the guest page carries, newest first; the totals say how many exist. */
export const GUEST_LIST_CAP = 50;

export const GuestStay = z.object({
  code: z.string(),
  unit: z.object({ id: z.int(), title: z.string() }),
  check_in: IsoDate,
  check_out: IsoDate,
  status: z.enum(['pending_payment', 'confirmed', 'expired', 'cancelled', 'completed']),
  total: Money,
});
export type GuestStay = z.infer<typeof GuestStay>;

export const CoinReason = z.enum(['spend', 'refund', 'earn', 'grant', 'adjust']);
export type CoinReason = z.infer<typeof CoinReason>;

/** One coin ledger line; `note` is staff's reason on a console adjustment. */
export const GuestCoinEntry = z.object({
  id: z.string(),
  delta: z.int(),
  balance_after: z.int(),
  reason: CoinReason,
  note: z.nullable(z.string()),
  code: z.nullable(z.string()),
  created_at: z.string(),
});
export type GuestCoinEntry = z.infer<typeof GuestCoinEntry>;

export const GuestPointEntry = z.object({
  id: z.string(),
  delta: z.int(),
  balance_after: z.int(),
  reason: z.enum(['stay_completed', 'stay_refunded', 'converted_to_coins']),
  code: z.nullable(z.string()),
  created_at: z.string(),
});
export type GuestPointEntry = z.infer<typeof GuestPointEntry>;

export const GuestBlock = z.object({
  at: z.string(),
  reason: z.string(),
  by: z.nullable(z.object({ name: z.nullable(z.string()), email: z.nullable(z.string()) })),
});

export const GuestProfile = z.object({
  id: z.uuid(),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  type: z.enum(['email', 'social']),
  locale: Locale,
  email_verified: z.boolean(),
  created_at: z.string(),
  roles: z.array(Role),
  coins: z.int(),
  points: z.int(),
  /** Null while the account may sign in. */
  blocked: z.nullable(GuestBlock),
});
export type GuestProfile = z.infer<typeof GuestProfile>;

const capped = <T extends z.ZodMiniType>(item: T) => z.object({ items: z.array(item), total: z.int() });

/** GET /backoffice/guests/{id} */
export const GuestDetail = z.object({
  profile: GuestProfile,
  stays: capped(GuestStay),
  coins: capped(GuestCoinEntry),
  points: capped(GuestPointEntry),
});
export type GuestDetail = z.infer<typeof GuestDetail>;
export const GuestDetailResponse = envelope({ guest: GuestDetail });
export type GuestDetailResponse = z.infer<typeof GuestDetailResponse>;

/** The largest single change: 100,000 coins (10,000 SAR). Support may move at most SUPPORT_COIN_LIMIT. */
export const COINS_CHANGE_MAX = 100_000;
/** Like refunds, support's goodwill has a ceiling (500 SAR); finance and admin go up to the maximum. */
export const SUPPORT_COIN_LIMIT = 5_000;

const Reason = text(z.trim(), z.minLength(3), z.maxLength(500));

/** POST /backoffice/guests/{id}/coins: a grant (positive) or removal (negative); never below zero. */
export const GuestCoinsRequest = z.strictObject({
  delta: z.int().check(
    z.minimum(-COINS_CHANGE_MAX),
    z.maximum(COINS_CHANGE_MAX),
    z.refine((value) => value !== 0, { params: { i18n: 'backoffice.coins_zero' } }),
  ),
  reason: Reason,
});
export type GuestCoinsRequest = z.infer<typeof GuestCoinsRequest>;
export const GuestCoinsResponse = envelope({ balance: z.int(), entry: GuestCoinEntry });
export type GuestCoinsResponse = z.infer<typeof GuestCoinsResponse>;

/** POST /backoffice/guests/{id}/block and /unblock: the reason goes to the audit log. */
export const GuestBlockRequest = z.strictObject({ reason: Reason });
export type GuestBlockRequest = z.infer<typeof GuestBlockRequest>;
export const GuestBlockResponse = envelope({ profile: GuestProfile });
export type GuestBlockResponse = z.infer<typeof GuestBlockResponse>;
