import * as z from 'zod/mini';
import { Email, PersonName } from './auth';
import { RowId, text } from './common';
import { PhoneInput } from './phone';
import { UnitSlugParams } from './units';

/*
 * Apart from investment.ts, whose answers the home page reads: this body checks phone numbers, and
 * the client loads that check (libphonenumber-js) only with the forms that ask for one.
 */

/**
 * POST /api/v1/investment/requests: interest in buying shares, followed up by staff; it reserves
 * nothing. `investment_unit` is the id or the slug. Contact fields are optional here because a signed-in
 * caller's profile fills the gaps; a guest must send all three (checked by the server, 422 per field).
 */
export const InvestmentRequestBody = z.strictObject({
  investment_unit: z.union([RowId, UnitSlugParams.shape.slug]),
  shares: z.int().check(z.minimum(1), z.maximum(1_000_000)),
  name: z.optional(PersonName),
  email: z.optional(Email),
  phone: z.optional(PhoneInput),
  message: z.optional(text(z.trim(), z.maxLength(1000))),
});
export type InvestmentRequestBody = z.infer<typeof InvestmentRequestBody>;
