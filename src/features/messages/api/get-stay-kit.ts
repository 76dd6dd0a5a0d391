import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { messagesSchemas, schemaOf } from '../../../lib/schemas';
import { messagesKeys } from './keys';

/**
 * A confirmed stay's kit (address, position, check-in instructions and door code from 48 hours
 * before, house rules, receipt, the thread): one read, kept on the device with the trip so the guest
 * has it at the door with no signal. Wiped at sign-out with the rest of the saved cache.
 */
export const stayKitQueryOptions = (userId: string, reservationId: string, locale: Locale) =>
  queryOptions({
    queryKey: messagesKeys.kit(userId, reservationId, locale),
    queryFn: () =>
      api(`/api/v1/messages/stays/${encodeURIComponent(reservationId)}/kit`, {
        schema: schemaOf(messagesSchemas, 'StayKitResponse'),
      }).then((r) => r.data.kit),
    staleTime: 30_000,
    meta: { personal: true },
  });
