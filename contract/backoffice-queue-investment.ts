import * as z from 'zod/mini';
import { envelope, listEnvelope, Locale, Money } from './common';
import { gridQuery, Moment } from './backoffice-queue-grid';

/** Investment requests: finance (and admin) approve one (its shares are sold) or decline it. */

export const InvestmentRequestStatus = z.enum(['new', 'contacted', 'approved', 'declined', 'closed']);
export const InvestmentRequestsQuery = gridQuery(['created_at', 'shares', 'name'], {
  status: z.optional(z.enum(['waiting', 'all', 'approved', 'declined'])),
});
export type InvestmentRequestsQuery = z.infer<typeof InvestmentRequestsQuery>;
export const InvestmentRequestItem = z.object({
  id: z.int(),
  reference: z.string(),
  status: InvestmentRequestStatus,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  shares: z.int(),
  amount: Money,
  message: z.nullable(z.string()),
  locale: Locale,
  unit: z.object({
    id: z.int(),
    slug: z.string(),
    title: z.string(),
    total_shares: z.int(),
    shares_left: z.int(),
  }),
  decision_reason: z.nullable(z.string()),
  created_at: Moment,
  decided_at: z.nullable(Moment),
});
export type InvestmentRequestItem = z.infer<typeof InvestmentRequestItem>;
export const InvestmentRequestsResponse = listEnvelope(InvestmentRequestItem);
export const InvestmentRequestResponse = envelope({ request: InvestmentRequestItem });
