import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import type { getUnits } from './get-units';
import { unitsKeys, type UnitListSearch } from './keys';

export type LastSeenListing = Awaited<ReturnType<typeof getUnits>> & { search: UnitListSearch };

/**
 * The last listing results the guest saw, kept under a key of their own so that offline any listing URL,
 * not only the searches opened online, shows them as a saved copy. Never fetched (skipToken): it is
 * written when results show online and read back from the persisted cache (the `units` family persists).
 * `updatedAt` is when those results were fetched, so the copy's age is theirs.
 */
export const lastSeenListingQueryOptions = (locale: Locale) =>
  queryOptions<LastSeenListing>({ queryKey: unitsKeys.lastSeen(locale), queryFn: skipToken });

export function rememberListing(
  queryClient: QueryClient,
  locale: Locale,
  listing: LastSeenListing,
  updatedAt: number,
): void {
  queryClient.setQueryData(lastSeenListingQueryOptions(locale).queryKey, listing, { updatedAt });
}
