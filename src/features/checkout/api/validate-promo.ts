import { useMutation } from '@tanstack/react-query';
import type { ValidatePromoRequest } from '../../../../contract/checkout';
import { api } from '../../../lib/api-client';
import { checkoutSchemas, schemaOf } from '../../../lib/schemas';

export const validatePromo = (body: ValidatePromoRequest) =>
  api('/api/v1/promo-code/validate', {
    method: 'POST',
    body,
    schema: schemaOf(checkoutSchemas, 'ValidatePromoResponse'),
  }).then(({ data }) => data);

export const useValidatePromo = () => useMutation({ mutationFn: validatePromo });
