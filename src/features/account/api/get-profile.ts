import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileResponse } from '../../../../contract/account';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const getProfile = () => api('/api/v1/profile', { schema: ProfileResponse }).then((r) => r.data.user);

export const profileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
