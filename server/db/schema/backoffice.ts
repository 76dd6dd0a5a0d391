import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The audit log: one row per staff write, inserted in the same transaction as the change it records
 * (modules/backoffice/audit.ts), so a change and its record commit or roll back together. Append-only:
 * the migration's triggers refuse UPDATE, DELETE and TRUNCATE, whoever asks. `staff_id` keeps no
 * foreign key's cascade: the row outlives a removed account (`on delete restrict`).
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** What was done, as a stable code the console translates, e.g. `property.accept`. */
    action: text('action').notNull(),
    /** The kind of record and its id, e.g. `reservation` / `SKN-ABC123`. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** The changed fields before and after (null where the record did not exist or no longer does). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at.desc(), t.id.desc()),
    index('staff_audit_entity_idx').on(t.entity, t.entityId),
    index('staff_audit_staff_idx').on(t.staffId, t.at.desc()),
    check('staff_audit_action', sql`length(${t.action}) between 1 and 80`),
    check(
      'staff_audit_entity',
      sql`length(${t.entity}) between 1 and 40 and length(${t.entityId}) between 1 and 80`,
    ),
    check('staff_audit_reason', sql`${t.reason} is null or length(${t.reason}) between 1 and 2000`),
  ],
);
