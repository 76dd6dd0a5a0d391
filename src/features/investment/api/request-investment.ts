import { useMutation } from '@tanstack/react-query';
import { InvestmentRequestResponse, type InvestmentRequestBody } from '../../../../contract/investment';
import { api } from '../../../lib/api-client';

export const requestInvestment = (body: InvestmentRequestBody) =>
  api('/api/v1/investment/requests', { method: 'POST', body, schema: InvestmentRequestResponse }).then(
    (r) => r.data.request,
  );

export const useRequestInvestment = () => useMutation({ mutationFn: requestInvestment });
