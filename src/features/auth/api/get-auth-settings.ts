import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';
import { authSchemas, schemaOf } from '../../../lib/schemas';

export const getAuthSettings = () =>
  api('/api/v1/settings/auth', { schema: schemaOf(authSchemas, 'AuthSettingsResponse') }).then((r) => r.data);

export const authSettingsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.settings(), queryFn: getAuthSettings, staleTime: 60 * 60 * 1000 });

export const useAuthSettings = () => useQuery(authSettingsQueryOptions());
