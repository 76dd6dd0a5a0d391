import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';
import { accountSchemas, schemaOf } from '../../../lib/schemas';

export const getProfile = () =>
  api('/api/v1/profile', { schema: schemaOf(accountSchemas, 'ProfileResponse') }).then((r) => r.data.user);

export const profileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
