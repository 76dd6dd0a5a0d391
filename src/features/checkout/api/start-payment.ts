import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkoutSchemas, schemaOf } from '../../../lib/schemas';

export const startPayment = ({ reservationId, key }: { reservationId: string; key: string }) =>
  api('/api/v1/checkout/create-payment-intent', {
    method: 'POST',
    body: { reservation_id: reservationId },
    headers: { 'Idempotency-Key': key },
    schema: schemaOf(checkoutSchemas, 'CreatePaymentIntentResponse'),
  }).then(({ data }) => data);

export const useStartPayment = () => useMutation({ mutationFn: startPayment });
