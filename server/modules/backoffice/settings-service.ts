import {
  RATE_STEP_MAX,
  type AdminCounter,
  type AdminCurrency,
  type AdminRouteRule,
  type CounterBody,
  type RouteRuleBody,
  type SocialLinksBody,
} from '../../../contract/backoffice';
import { DEFAULT_CURRENCY } from '../../../contract/common';
import { SocialLink } from '../../../contract/content';
import { cleanLine } from '../../../contract/page-text';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audited, changedFields } from './audit';
import { fieldError, notFound, requireText } from './content-shared';
import { normaliseFrom, ruleProblem } from './route-rules-check';
import * as repository from './settings-repository';

/** The console's site settings: each write locks what it changes and records an audit row with it. */

const socialOf = (value: unknown): SocialLink[] =>
  Array.isArray(value)
    ? value.flatMap((entry: unknown) => {
        const parsed = SocialLink.safeParse(entry);
        return parsed.success ? [{ key: parsed.data.key, url: parsed.data.url }] : [];
      })
    : [];

export async function saveSocial(
  db: Database,
  staffId: string,
  body: SocialLinksBody,
): Promise<SocialLink[]> {
  return audited(db, async (tx) => {
    const before = socialOf(await repository.lockSocial(tx));
    const after = body.items.map((item) => ({ key: item.key, url: item.url }));
    if (JSON.stringify(before) === JSON.stringify(after)) return { result: after, audit: null };
    await repository.writeSocial(tx, after);
    return {
      result: after,
      audit: {
        staffId,
        action: 'settings.social',
        entity: 'setting',
        entityId: 'social',
        before: { items: before },
        after: { items: after },
      },
    };
  });
}

export async function saveCounter(
  db: Database,
  staffId: string,
  key: string,
  body: CounterBody,
): Promise<AdminCounter> {
  const next = {
    key,
    label_en: cleanLine(body.label_en),
    label_ar: cleanLine(body.label_ar),
    value: body.value,
  };
  requireText({ label_en: next.label_en, label_ar: next.label_ar });
  return audited(db, async (tx) => {
    const counter = await repository.lockCounter(tx, key);
    if (!counter) throw notFound('backoffice.counter_not_found');
    // A live figure's stored value is never shown; only its labels are the operator's.
    if (counter.live && body.value !== counter.value) throw fieldError('value', 'backoffice.counter_live');
    const diff = changedFields(counter, next);
    if (Object.keys(diff.after).length === 0) return { result: counter, audit: null };
    await repository.updateCounter(tx, next);
    return {
      result: { ...next, live: counter.live },
      audit: { staffId, action: 'counter.edit', entity: 'counter', entityId: key, ...diff },
    };
  });
}

const ruleView = (rule: AdminRouteRule | RouteRuleBody) => ({
  from: rule.from,
  to: rule.to,
  permanent: rule.permanent,
});

/** Adds a rule (id null) or replaces one, after the safety checks against every other rule. */
export async function saveRule(
  db: Database,
  staffId: string,
  id: number | null,
  body: RouteRuleBody,
): Promise<AdminRouteRule> {
  const rule = { from: normaliseFrom(body.from), to: body.to.trim(), permanent: body.permanent };
  return audited(db, async (tx) => {
    await repository.lockRules(tx);
    const all = await repository.listRules(tx);
    const current = id === null ? null : (all.find((r) => r.id === id) ?? null);
    if (id !== null && !current) throw notFound('backoffice.route_rule_not_found');
    const problem = ruleProblem(
      rule,
      all.filter((r) => r.id !== id),
    );
    if (problem) throw problem;
    if (current) {
      const diff = changedFields(ruleView(current), rule);
      if (Object.keys(diff.after).length === 0) return { result: current, audit: null };
      const saved = await repository.updateRule(tx, current.id, rule);
      if (!saved) throw notFound('backoffice.route_rule_not_found');
      return {
        result: saved,
        audit: { staffId, action: 'route_rule.edit', entity: 'route_rule', entityId: saved.id, ...diff },
      };
    }
    const saved = await repository.insertRule(tx, rule);
    if (!saved) throw fieldError('from', 'backoffice.route_rule_taken');
    return {
      result: saved,
      audit: { staffId, action: 'route_rule.create', entity: 'route_rule', entityId: saved.id, after: rule },
    };
  });
}

export async function removeRule(db: Database, staffId: string, id: number): Promise<void> {
  await audited(db, async (tx) => {
    await repository.lockRules(tx);
    const removed = await repository.deleteRule(tx, id);
    if (!removed) throw notFound('backoffice.route_rule_not_found');
    return {
      result: undefined,
      audit: {
        staffId,
        action: 'route_rule.remove',
        entity: 'route_rule',
        entityId: id,
        before: ruleView(removed),
        after: null,
      },
    };
  });
}

/**
 * A currency's rate to SAR, to six decimals. The base is fixed at 1, and one edit may move a rate at
 * most RATE_STEP_MAX times either way, so a slipped digit (375 for 3.75) never reaches a price.
 */
export async function saveRate(
  db: Database,
  staffId: string,
  code: string,
  rate: number,
): Promise<AdminCurrency> {
  if (code === DEFAULT_CURRENCY) throw new AppError('CONFLICT', 409, 'backoffice.currency_base');
  const rateMicros = Math.round(rate * 1_000_000);
  return audited(db, async (tx) => {
    const current = await repository.lockCurrency(tx, code);
    if (!current) throw notFound('backoffice.currency_not_found');
    const ratio = rateMicros / current.rateMicros;
    if (ratio > RATE_STEP_MAX || ratio < 1 / RATE_STEP_MAX)
      throw fieldError('rate', 'backoffice.currency_step', { factor: RATE_STEP_MAX });
    const saved = await repository.updateRate(tx, code, rateMicros);
    if (!saved) throw notFound('backoffice.currency_not_found');
    // Saving the same rate again confirms it as of today: only that date is recorded as changed.
    const diff = changedFields(
      { rate: current.rateMicros / 1_000_000, rates_as_of: current.rates_as_of },
      { rate: saved.rate, rates_as_of: saved.rates_as_of },
    );
    if (Object.keys(diff.after).length === 0) return { result: saved, audit: null };
    return {
      result: saved,
      audit: { staffId, action: 'currency.rate', entity: 'currency', entityId: code, ...diff },
    };
  });
}
