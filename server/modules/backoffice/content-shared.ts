import { sql, type SQL } from 'drizzle-orm';
import type { MessageKey, MessageParams } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';

/**
 * What the console's content and settings writes share: the public cache scope they invalidate, and
 * the errors they answer with.
 */

/**
 * The public cache scope of content and settings. `app.publicCache.invalidate(CONTENT_SCOPE)` after a
 * write reaches every process and instance (plugins/public-cache-sync.ts): the redirect resolver and
 * the FAQ's structured data refill at once (app.ts passes them `generationOf(CONTENT_SCOPE)`).
 */
export const CONTENT_SCOPE = 'content';

export const notFound = (key: MessageKey) => new AppError('NOT_FOUND', 404, key);

/** The editor saved on top of a version that is no longer the newest. */
export const staleVersion = () => new AppError('CONFLICT', 409, 'backoffice.content_changed');

/** A 422 on one field, with its own message. */
export function fieldError(field: string, messageKey: MessageKey, params?: MessageParams): AppError {
  return new AppError('VALIDATION_FAILED', 422, 'errors.validation', [
    { field, messageKey, ...(params ? { params } : {}) },
  ]);
}

/** Text that the sanitiser emptied (only markup was sent) is as missing as text never sent. */
export function requireText(fields: Record<string, string>): void {
  const empty = Object.entries(fields).find(([, value]) => value.trim() === '');
  if (empty) throw fieldError(empty[0], 'validation.required');
}

/** Who saved a version, as the contract's VersionAuthor (null for the versions nobody saved). */
export const authorJson = (alias: string): SQL =>
  sql.raw(
    `case when ${alias}.id is null then null else json_build_object('name', ${alias}.name, 'email', ${alias}.email) end`,
  );

/** A timestamp as ISO 8601 text, the way JSON carries it. */
export const isoText = (column: SQL | string): SQL =>
  typeof column === 'string' ? sql.raw(`to_json(${column}) #>> '{}'`) : sql`to_json(${column}) #>> '{}'`;
