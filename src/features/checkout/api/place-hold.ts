import type { CheckoutRequest } from '../../../../contract/checkout';
import { api } from '../../../lib/api-client';
import { checkoutSchemas, schemaOf } from '../../../lib/schemas';

/**
 * POST /checkout with an Idempotency-Key: the caller keeps one key per attempt, so a retry after a
 * lost answer gets the same hold back instead of a second one (or a 409 against itself).
 */
export const placeHold = ({ body, key }: { body: CheckoutRequest; key: string }) =>
  api('/api/v1/checkout', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
    schema: schemaOf(checkoutSchemas, 'CheckoutResponse'),
  }).then(({ data }) => data.reservation);
