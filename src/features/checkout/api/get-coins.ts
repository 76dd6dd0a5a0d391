import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkoutSchemas, schemaOf } from '../../../lib/schemas';
import { checkoutKeys } from './keys';

export const getCoins = () =>
  api('/api/v1/checkout/my-coins', { schema: schemaOf(checkoutSchemas, 'MyCoinsResponse') }).then(
    ({ data }) => data,
  );

export const coinsQueryOptions = () =>
  queryOptions({ queryKey: checkoutKeys.coins(), queryFn: getCoins, meta: { persist: false } });

export const useCoins = () => useQuery(coinsQueryOptions());
