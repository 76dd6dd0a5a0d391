import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountSchemas, schemaOf } from '../../../lib/schemas';
import { checkoutKeys } from './keys';

/** The signed-in guest's profile, to prefill the booking's guest details. */
export const getGuest = () =>
  api('/api/v1/profile', { schema: schemaOf(accountSchemas, 'ProfileResponse') }).then((r) => r.data.user);

export const guestQueryOptions = () =>
  queryOptions({ queryKey: checkoutKeys.guest(), queryFn: getGuest, meta: { persist: false } });
