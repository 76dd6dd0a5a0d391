import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../plugins/email';
import type { Decided } from '../hosting/decided';
import { notify } from '../notifications/service';
import { queuesChanged } from '../notifications/staff-live';
import * as repository from './investment-queue-repository';

/**
 * Staff decisions on investment requests, inside the caller's transaction (the console's `decide`,
 * which writes the audit row in it too). The investor hears of it in their account's notifications
 * (when they were signed in) and by mail in their language: their account's, else the one they wrote in.
 */

const referenceOf = (id: number) => `INV-${String(id).padStart(6, '0')}`;

async function lockWaiting(tx: Database, id: number) {
  const request = await repository.lockRequest(tx, id);
  if (!request) throw new AppError('NOT_FOUND', 404, 'backoffice.request_not_found');
  if (request.status !== 'new' && request.status !== 'contacted')
    throw new AppError('CONFLICT', 409, 'backoffice.request_decided', undefined, {
      data: { status: request.status },
    });
  return request;
}

const localeOf = (request: repository.LockedRequest) =>
  request.account_locale ?? (request.locale === 'ar' ? 'ar' : 'en');

/** Sells the shares (all or nothing: 409 when fewer are left) and tells the investor. */
export async function approveRequestIn(
  tx: Database,
  id: number,
  mailer: Mailer | undefined,
): Promise<Decided<{ before: string; shares: number; soldShares: number }>> {
  const request = await lockWaiting(tx, id);
  const sale = await repository.sellShares(tx, request.unit_id, request.shares);
  if (!sale.sold)
    throw new AppError(
      'CONFLICT',
      409,
      'backoffice.shares_not_enough',
      [{ field: 'shares', messageKey: 'backoffice.shares_gone', params: { left: sale.left } }],
      { data: { shares_left: sale.left } },
    );
  await repository.decideRequest(tx, id, { status: 'approved' });
  const reference = referenceOf(id);
  if (request.user_id)
    await notify(tx, {
      userId: request.user_id,
      type: 'investment_request_approved',
      params: {
        reference,
        shares: request.shares,
        unit_en: request.title_en,
        unit_ar: request.title_ar,
      },
      link: `/investment-units/${request.slug}`,
    });
  await queuesChanged(tx);
  const locale = localeOf(request);
  return {
    result: { before: request.status, shares: request.shares, soldShares: sale.sold.sold_shares },
    after: async () =>
      void (await mailer?.send({
        to: request.email,
        locale,
        template: 'investment_approved',
        params: {
          name: request.name,
          reference,
          unit: locale === 'ar' ? request.title_ar : request.title_en,
          shares: request.shares,
        },
      })),
  };
}

/** Declines with the reason the investor reads; no shares move. */
export async function declineRequestIn(
  tx: Database,
  id: number,
  reason: string,
  mailer: Mailer | undefined,
): Promise<Decided<{ before: string; reason: string }>> {
  const why = reason.trim();
  const request = await lockWaiting(tx, id);
  await repository.decideRequest(tx, id, { status: 'declined', reason: why });
  const reference = referenceOf(id);
  if (request.user_id)
    await notify(tx, {
      userId: request.user_id,
      type: 'investment_request_declined',
      params: { reference, reason: why, unit_en: request.title_en, unit_ar: request.title_ar },
      link: `/investment-units/${request.slug}`,
    });
  await queuesChanged(tx);
  const locale = localeOf(request);
  return {
    result: { before: request.status, reason: why },
    after: async () =>
      void (await mailer?.send({
        to: request.email,
        locale,
        template: 'investment_declined',
        params: {
          name: request.name,
          reference,
          unit: locale === 'ar' ? request.title_ar : request.title_en,
          reason: why,
        },
      })),
  };
}
