import type { AuditQuery } from '../../../../../contract/backoffice';

/**
 * The audit log's filters as the URL carries them, kept only when they have the shape the server
 * takes (it checks again): a hand-edited address shows the log with the odd filter left out.
 */
/** `?page=` as a whole page number, 1 when absent or malformed (as sections.tsx reads it). */
export const pageOf = (value: unknown) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const textOf = (value: unknown, max: number) => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  // eslint-disable-next-line no-control-regex -- a NUL would only earn a 422.
  return text && text.length <= max && !/\u0000/.test(text) ? text : undefined;
};

const dayOf = (value: unknown) => {
  const day = textOf(value, 10);
  return day && DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : undefined;
};

export function auditQueryOf(search: Record<string, unknown>): AuditQuery {
  const staff = textOf(search.staff, 36);
  const from = dayOf(search.from);
  let to = dayOf(search.to);
  if (from && to && to < from) to = undefined;
  const query: AuditQuery = {
    staff: staff && UUID.test(staff) ? staff : undefined,
    action: textOf(search.action, 80),
    entity: textOf(search.entity, 40),
    entity_id: textOf(search.entity_id, 80),
    from,
    to,
    q: textOf(search.q, 200),
    // The grid's order: only the time, either way.
    sort: search.sort === 'at' ? 'at' : undefined,
    dir: search.dir === 'asc' || search.dir === 'desc' ? search.dir : undefined,
    page: pageOf(search.page),
  };
  // Absent rather than undefined: the query key and the URL stay the same for the same filters.
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as AuditQuery;
}
