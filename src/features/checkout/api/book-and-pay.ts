import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutRequest } from '../../../../contract/checkout';
import { isApiError } from '../../../lib/api-error';
import { checkoutKeys } from './keys';
import { placeHold } from './place-hold';
import { startPayment } from './start-payment';

/**
 * Pay: hold the nights at the quote shown, then start the payment. One key per attempt (the caller
 * makes a new one when the stay or options change), so pressing Pay again after a lost answer returns
 * the same hold. A changed quote or taken nights refresh the quote on screen.
 */
export function useBookAndPay(onRefused: (code: string | undefined, fields: string[]) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, key }: { body: CheckoutRequest; key: string }) => {
      const reservation = await placeHold({ body, key });
      const payment = await startPayment({ reservationId: reservation.id, key: `${key}:pay` });
      return { reservation, payment };
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      onRefused(error.code, Object.keys(error.fieldErrors));
      if (error.code === 'QUOTE_CHANGED' || error.code === 'NIGHTS_TAKEN') {
        void client.invalidateQueries({ queryKey: checkoutKeys.all });
      }
    },
  });
}
