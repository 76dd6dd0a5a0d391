import * as z from 'zod/mini';
import { Email, PersonName } from './auth';
import { PhoneInput } from './phone';
import { envelope, IsoDate, Money } from './common';
import { ChargedAmounts, PaymentProvider, Reservation } from './reservations';
import { MAX_STAY_NIGHTS, nightsBetween, STAY_PROBLEMS } from './units-nights';

export { COIN_VALUE_MINOR, MAX_COIN_SHARE_BP, VAT_RATE_BP } from './checkout-rules';

/** Upper-cased and trimmed by the server; letters, digits and dashes. */
export const PromoCodeText = z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9-]{3,32}$/));

const stayChecks = <T extends { check_in: string; check_out: string }>() => [
  z.refine<T>((b) => b.check_out > b.check_in, {
    path: ['check_out'],
    params: { i18n: 'validation.check_out_after_check_in' },
  }),
  z.refine<T>((b) => nightsBetween(b.check_in, b.check_out) <= MAX_STAY_NIGHTS, {
    path: ['check_out'],
    params: { i18n: 'validation.stay_too_long' },
  }),
];

/** The stay and options a quote is made of. */
const StayShape = {
  unit_id: z.int().check(z.minimum(1), z.maximum(2_147_483_647)),
  check_in: IsoDate,
  check_out: IsoDate,
  guests: z.int().check(z.minimum(1), z.maximum(50)),
  extras: z.optional(z.array(z.int().check(z.minimum(1), z.maximum(2_147_483_647))).check(z.maxLength(20))),
  promo_code: z.optional(z.nullable(PromoCodeText)),
  use_coins: z.optional(z.boolean()),
};

/**
 * The binding quote: the charge, line by line, in SAR (the currency cards are charged in), plus a
 * `fingerprint` of every line. Checkout sends the fingerprint back; if anything changed meanwhile (a
 * price, an expired code, a coin balance) it answers 409 `QUOTE_CHANGED` with the new quote in
 * `data.quote`, and charges nothing.
 */
export const Quote = z.extend(ChargedAmounts, {
  unit_id: z.int(),
  check_in: IsoDate,
  check_out: IsoDate,
  guests: z.int(),
  nights_count: z.int(),
  /** The coins the guest has, and how many this stay could take if the toggle is on. */
  coins_available: z.int(),
  coins_usable: z.int(),
  fingerprint: z.string(),
});
export type Quote = z.infer<typeof Quote>;

export const UnavailableCode = z.enum(STAY_PROBLEMS);
export const QuoteProblem = z.object({
  code: UnavailableCode,
  message: z.string(),
  dates: z.optional(z.array(IsoDate)),
});

/** POST /api/v1/checkout/calculate-price — signed in; nothing is held. */
export const CalculatePriceRequest = z.strictObject(StayShape).check(...stayChecks());
export type CalculatePriceRequest = z.infer<typeof CalculatePriceRequest>;
export const CalculatePriceResponse = envelope({
  available: z.boolean(),
  reasons: z.array(QuoteProblem),
  quote: Quote,
});
export type CalculatePriceResponse = z.infer<typeof CalculatePriceResponse>;

/** POST /api/v1/promo-code/validate — a code for a stay; a refusal is a 422 on `promo_code`. */
export const ValidatePromoRequest = z
  .strictObject({ ...StayShape, promo_code: PromoCodeText })
  .check(...stayChecks());
export type ValidatePromoRequest = z.infer<typeof ValidatePromoRequest>;
export const ValidatePromoResponse = envelope({
  promo: z.object({
    code: z.string(),
    percent_off: z.nullable(z.int()),
    amount_off: z.nullable(Money),
    ends_at: z.string(),
  }),
  discount: Money,
});
export type ValidatePromoResponse = z.infer<typeof ValidatePromoResponse>;

/**
 * GET /api/v1/checkout/my-coins — `ever_had` tells a guest who never had a coin ("no coins yet") from
 * one who spent them all (a balance of zero).
 */
export const MyCoinsResponse = envelope({
  balance: z.int(),
  worth: Money,
  coin_value: Money,
  ever_had: z.boolean(),
});
export type MyCoinsResponse = z.infer<typeof MyCoinsResponse>;

/**
 * POST /api/v1/checkout — holds the nights (`pending_payment`, HOLD_MINUTES) for the quote the guest
 * saw. Send an `Idempotency-Key` header: a retry gets the first answer back and holds nothing new.
 */
export const CheckoutRequest = z
  .strictObject({
    ...StayShape,
    quote_fingerprint: z.string().check(z.regex(/^[a-f0-9]{16,64}$/)),
    // No control characters (NUL would not even fit a PostgreSQL text column): a clear 422, not a 500.
    guest: z.strictObject({
      name: PersonName.check(z.regex(/^[^\p{Cc}]*$/u)),
      email: Email,
      phone: PhoneInput,
    }),
  })
  .check(...stayChecks());
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;
export const CheckoutResponse = envelope({ reservation: Reservation });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;
/** The body of a 409 `QUOTE_CHANGED`: the quote as it is now. */
export const QuoteChangedData = z.object({ quote: Quote });

/**
 * POST /api/v1/checkout/create-payment-intent — starts (or resumes) paying a held reservation. The
 * browser goes to `redirect_url`: the built-in test gateway's card page, or Stripe's hosted page.
 */
export const CreatePaymentIntentRequest = z.strictObject({ reservation_id: z.uuid() });
export const CreatePaymentIntentResponse = envelope({
  payment_id: z.uuid(),
  provider: PaymentProvider,
  amount: Money,
  redirect_url: z.string(),
  hold_expires_at: z.string(),
});
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponse>;

/** Test cards of the built-in gateway (README, "Checkout"). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  action: '4000002500003155',
} as const;
/** The one-time code the test gateway's extra confirmation step accepts. */
export const TEST_ACTION_CODE = '123456';

/** GET /api/v1/checkout/test-gateway/{payment_id} — what the test card page shows. */
export const TestPaymentParams = z.strictObject({ payment_id: z.uuid() });
export const TestPaymentResponse = envelope({
  payment_id: z.uuid(),
  reservation_id: z.uuid(),
  status: z.enum(['open', 'requires_action', 'processing', 'succeeded', 'failed', 'refund_due']),
  amount: Money,
  hold_expires_at: z.string(),
  reservation_status: z.string(),
});
export type TestPaymentResponse = z.infer<typeof TestPaymentResponse>;

/** POST /api/v1/checkout/test-gateway/pay — the card form of the test gateway. */
export const TestPayRequest = z.strictObject({
  payment_id: z.uuid(),
  card_number: z.string().check(z.regex(/^[0-9 ]{12,23}$/)),
  expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/)),
  cvc: z.string().check(z.regex(/^\d{3,4}$/)),
  /** The extra step's code, when the card asked for one. */
  action_code: z.optional(z.string().check(z.maxLength(12))),
});
export type TestPayRequest = z.infer<typeof TestPayRequest>;
export const TestPayResponse = envelope({
  outcome: z.enum(['succeeded', 'declined', 'requires_action']),
  reservation_id: z.uuid(),
});
export type TestPayResponse = z.infer<typeof TestPayResponse>;

export { ChargedAmounts };
