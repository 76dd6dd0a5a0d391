import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';
import { authSchemas, schemaOf } from '../../../lib/schemas';

export const getAuthSettings = () =>
  api('/api/v1/settings/auth', { schema: schemaOf(authSchemas, 'AuthSettingsResponse') }).then((r) => r.data);

export const authSettingsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.settings(), queryFn: getAuthSettings, staleTime: 60 * 60 * 1000 });

export const useAuthSettings = () => useQuery(authSettingsQueryOptions());

/** How long a page that offers Google sign-in waits for the settings before it opens without them. */
const SETTINGS_WAIT_MS = 1500;

/**
 * Loader of the pages that offer Google sign-in. They open once the settings say whether Google is on,
 * so its button does not arrive after the page and push the links under it down: a tap meant for
 * "Create an account" would land on the button instead. A slow or failed request holds the page no
 * longer than SETTINGS_WAIT_MS (offline, it fails at once and the button stays away).
 */
export const settleAuthSettings = (queryClient: QueryClient): Promise<void> =>
  Promise.race([
    queryClient.prefetchQuery(authSettingsQueryOptions()),
    new Promise<void>((done) => setTimeout(done, SETTINGS_WAIT_MS)),
  ]);
