import { parseExtraIds, parseExtrasSearch, type ExtrasSearch } from '../../lib/stay-search';

/**
 * Search params of the checkout pages, checked by hand (no zod in the route's first bundle). The
 * confirmation page takes the unit page's stay (`check_in`, `check_out`, `guests`, `extras=1,4`), so
 * the selection survives sign-in; the payment pages take the reservation (and test payment) ids.
 * The stay's params are the extras page's own (lib/stay-search.ts), read the same way.
 */
export type ConfirmationSearch = ExtrasSearch;

export interface PaymentSearch {
  reservation?: string;
  payment?: string;
  cancelled?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const compact = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export const parseConfirmationSearch = parseExtrasSearch;

export function parsePaymentSearch(search: Record<string, unknown>): PaymentSearch {
  const id = (v: unknown) => (typeof v === 'string' && UUID.test(v) ? v : undefined);
  return compact({
    reservation: id(search.reservation),
    payment: id(search.payment),
    cancelled: search.cancelled === 1 || search.cancelled === '1' ? 1 : undefined,
  });
}

/** A stay the server could price: both dates, in order, at most 90 nights. */
export function stayOf(search: ConfirmationSearch) {
  if (!search.check_in || !search.check_out || search.check_out <= search.check_in) return null;
  const nights = (Date.parse(search.check_out) - Date.parse(search.check_in)) / 86_400_000;
  if (nights > 90) return null;
  return {
    check_in: search.check_in,
    check_out: search.check_out,
    guests: search.guests ?? 1,
    extras: parseExtraIds(search.extras),
  };
}
