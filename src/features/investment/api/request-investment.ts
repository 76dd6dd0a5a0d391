import { useMutation } from '@tanstack/react-query';
import type { InvestmentRequestBody } from '../../../../contract/investment-request';
import { api } from '../../../lib/api-client';
import { investmentSchemas, schemaOf } from '../../../lib/schemas';

export const requestInvestment = (body: InvestmentRequestBody) =>
  api('/api/v1/investment/requests', {
    method: 'POST',
    body,
    schema: schemaOf(investmentSchemas, 'InvestmentRequestResponse'),
  }).then((r) => r.data.request);

export const useRequestInvestment = () => useMutation({ mutationFn: requestInvestment });
