import type { Locale } from '../../../contract/common';
import type { InvestmentRequestReceipt } from '../../../contract/investment';
import type { InvestmentRequestBody } from '../../../contract/investment-request';
import type { Database } from '../../db/client';
import { AppError, type AppErrorField } from '../../lib/app-error';
import { convertFromSar, type Rate } from '../../lib/money';
import { notify } from '../notifications/service';
import { queuesChanged } from '../notifications/staff-live';
import * as repository from './repository';
import { shareFigures } from './service';

/** `INV-000042`: derived from the row id, so no second unique column (or retry on collision) is needed. */
export const referenceFor = (id: number) => `INV-${String(id).padStart(6, '0')}`;

const CONTACT_FIELDS = ['name', 'email', 'phone'] as const;
type Contact = Record<(typeof CONTACT_FIELDS)[number], string>;

/**
 * The request's contact details: what the body gives, else the signed-in caller's profile. A guest has
 * no profile, so every missing field is a 422 on that field; a member without a phone on file must
 * type one, since staff follow up by phone.
 */
async function contactFor(
  db: Database,
  body: InvestmentRequestBody,
  userId: string | undefined,
): Promise<{ contact?: Contact; missing: AppErrorField[] }> {
  const profile = userId === undefined ? undefined : await repository.findContact(db, userId);
  const merged = {
    name: body.name ?? profile?.name ?? undefined,
    email: body.email ?? profile?.email ?? undefined,
    phone: body.phone ?? profile?.phone ?? undefined,
  };
  const missing = CONTACT_FIELDS.filter((field) => !merged[field]).map((field): AppErrorField => ({
    field,
    messageKey: 'validation.required',
  }));
  if (missing.length > 0 || !merged.name || !merged.email || !merged.phone) return { missing };
  return { contact: { name: merged.name, email: merged.email, phone: merged.phone }, missing };
}

/**
 * Records interest in buying shares. It reserves nothing (sold_shares moves only when staff complete a
 * sale), so the "shares left" check reads the current figure without a lock. Order of checks: unknown
 * unit (404), not taking requests (409), then every field problem at once (422) so a form fixes all of
 * them in one round trip.
 */
export async function createRequest(
  db: Database,
  locale: Locale,
  body: InvestmentRequestBody,
  userId: string | undefined,
  rate: Rate,
): Promise<InvestmentRequestReceipt> {
  const by =
    typeof body.investment_unit === 'number' ? { id: body.investment_unit } : { slug: body.investment_unit };
  const unit = await repository.findDetail(db, locale, by);
  if (!unit) throw new AppError('NOT_FOUND', 404, 'errors.not_found');
  const figures = shareFigures(unit);
  if (unit.status === 'coming_soon') throw new AppError('CONFLICT', 409, 'investment.not_open_yet');
  if (unit.status !== 'open' || figures.left === 0) throw new AppError('CONFLICT', 409, 'investment.closed');

  const { contact, missing } = await contactFor(db, body, userId);
  const problems = [...missing];
  if (body.shares > figures.left) {
    problems.push({ field: 'shares', messageKey: 'investment.shares_left', params: { count: figures.left } });
  } else if (body.shares < figures.minimumShares) {
    problems.push({
      field: 'shares',
      messageKey: 'investment.shares_minimum',
      params: { count: figures.minimumShares },
    });
  }
  if (problems.length > 0 || !contact) {
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', problems);
  }

  // One transaction: a signed-in requester's notification exists exactly when the request does.
  const stored = await db.transaction(async (tx) => {
    const row = await repository.insertRequest(tx, {
      investmentUnitId: unit.id,
      userId: userId ?? null,
      ...contact,
      shares: body.shares,
      message: body.message || null,
      locale,
    });
    await queuesChanged(tx);
    if (userId !== undefined) {
      const titles = await repository.findTitles(tx, unit.id);
      await notify(tx, {
        userId,
        type: 'investment_request_received',
        params: {
          reference: referenceFor(row.id),
          shares: body.shares,
          // Picks the plural form of the body ("4 حصص", "11 حصة").
          count: body.shares,
          unit: unit.title,
          ...(titles ? { unit_en: titles.en, unit_ar: titles.ar } : {}),
        },
        link: `/investment-units/${unit.slug}`,
      });
    }
    return row;
  });
  return {
    reference: referenceFor(stored.id),
    investment: { id: unit.id, slug: unit.slug, title: unit.title },
    shares: body.shares,
    amount: convertFromSar(body.shares * unit.sharePriceMinor, rate),
    status: stored.status as InvestmentRequestReceipt['status'],
    created_at: stored.createdAt.toISOString(),
  };
}
