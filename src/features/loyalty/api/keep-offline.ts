import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { historyQueryOptions, progressQueryOptions } from './get-loyalty';

/**
 * The rewards summary travels with the trip wallet: whenever the trips are opened online, the tier,
 * balances and the first page of the points history are fetched too (both keyed under `loyalty`, a
 * persisted family in lib/query-persist.ts), so the rewards page opens offline even if it was never
 * opened online. Fresh answers are not asked for again (their staleTime holds).
 */
export function keepRewardsOffline(queryClient: QueryClient, userId: string, locale: Locale): void {
  void queryClient.prefetchQuery(progressQueryOptions(userId));
  void queryClient.prefetchQuery(historyQueryOptions(userId, 1, locale));
}
