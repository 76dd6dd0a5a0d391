import type { AuditAction, AuditEntity } from '../../../contract/backoffice-audit';
import type { Database } from '../../db/client';
import { staffAudit } from '../../db/schema/index';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface AuditEntry {
  staffId: string;
  /** A stable code the console translates, `<entity>.<verb>`: `property.accept`, `review.hide`. */
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number;
  /** Only the fields the action changed, before and after; null where the record did not exist. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Records one staff write. Call it inside the transaction that makes the change, so the change and its
 * record commit or roll back together: every console write goes through `audited` below or this.
 */
export async function recordAudit(tx: Tx | Database, entry: AuditEntry): Promise<void> {
  await tx.insert(staffAudit).values({
    staffId: entry.staffId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}

/**
 * Runs a staff write and its audit row in one transaction. `change` returns the entry to record (or
 * null when it changed nothing, e.g. a replayed request), and the result for the caller.
 */
export async function audited<T>(
  db: Database,
  change: (tx: Tx) => Promise<{ result: T; audit: AuditEntry | null }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await change(tx);
    if (audit) await recordAudit(tx, audit);
    return result;
  });
}

/** The fields of `after` whose values differ from `before`'s, each side as it was: the audit's diff. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key];
  }
  return { before: was, after: now };
}
