/**
 * Search params of the checkout pages, checked by hand (no zod in the route's first bundle). The
 * confirmation page takes the unit page's stay (`check_in`, `check_out`, `guests`, `extras=1,4`), so
 * the selection survives sign-in; the payment pages take the reservation (and test payment) ids.
 */
export interface ConfirmationSearch {
  check_in?: string;
  check_out?: string;
  guests?: number;
  extras?: string | number;
}

export interface PaymentSearch {
  reservation?: string;
  payment?: string;
  cancelled?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
}

/** Distinct extra ids, ascending; [] for anything malformed. */
export function extraIds(value: unknown): number[] {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/.test(text)) return [];
  const ids = [...new Set(text.split(',').map(Number))].sort((a, b) => a - b);
  return ids.length <= 20 ? ids : [];
}

const compact = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export function parseConfirmationSearch(search: Record<string, unknown>): ConfirmationSearch {
  const guests = Number(search.guests);
  const ids = extraIds(search.extras);
  return compact({
    check_in: isIsoDate(search.check_in) ? search.check_in : undefined,
    check_out: isIsoDate(search.check_out) ? search.check_out : undefined,
    guests: Number.isInteger(guests) && guests >= 1 && guests <= 50 ? guests : undefined,
    extras: ids.length === 0 ? undefined : ids.length === 1 ? ids[0] : ids.join(','),
  });
}

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
    extras: extraIds(search.extras),
  };
}
