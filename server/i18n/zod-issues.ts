import { NO_NUL, type ApiErrorItem, type Locale } from '../../contract/common';
import { isMessageKey, translate, type MessageKey, type MessageParams } from './translate';

/** The shape fastify-type-provider-zod gives each zod issue (keyword = zod issue code). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

type Described = { key: MessageKey; params?: MessageParams };

/**
 * Turns zod issues into `meta.errors` entries with messages in the caller's language. We map issue codes
 * ourselves instead of using zod's locales so the wording is ours, consistent, and in Arabic that reads
 * naturally. `input` is the parsed part of the request (body, querystring…) so a missing field can say
 * "required" rather than "expected string".
 */
export function describeIssues(
  issues: readonly ValidationIssue[],
  input: unknown,
  locale: Locale,
): ApiErrorItem[] {
  return issues.flatMap((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    if (issue.keyword === 'unrecognized_keys') {
      const keys = Array.isArray(issue.params.keys) ? issue.params.keys.map(String) : [];
      return keys.map((key) => ({
        field: [...path, key].join('.'),
        message: translate(locale, 'validation.not_allowed'),
      }));
    }
    const { key, params } = describe(issue, path, input);
    const item: ApiErrorItem = { message: translate(locale, key, params) };
    if (path.length > 0) item.field = path.join('.');
    return [item];
  });
}

function describe(issue: ValidationIssue, path: string[], input: unknown): Described {
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      if (path.length === 0) return { key: 'validation.invalid_request' };
      if (valueAt(input, path) == null) return { key: 'validation.required' };
      return { key: expectedKey(p.expected) };
    case 'too_small':
      return sizeMessage('min', p.origin, p.minimum, p.inclusive !== false);
    case 'too_big':
      return sizeMessage('max', p.origin, p.maximum, p.inclusive !== false);
    case 'invalid_format':
      if (p.format === 'email') return { key: 'validation.email' };
      if (p.format === 'url') return { key: 'validation.url' };
      if (p.format === 'regex' && String(p.pattern) === String(NO_NUL)) return { key: 'validation.no_nul' };
      return { key: 'validation.format' };
    case 'invalid_value':
      return { key: 'validation.one_of' };
    case 'not_multiple_of':
      return { key: 'validation.multiple_of', params: { limit: Number(p.divisor) } };
    case 'custom':
      // A refinement can name its own message: .refine(fn, { params: { i18n: 'validation.x' } }).
      return { key: customKey(p.params) ?? 'validation.invalid' };
    default:
      return { key: 'validation.invalid' };
  }
}

function sizeMessage(side: 'min' | 'max', origin: unknown, limit: unknown, inclusive: boolean): Described {
  const n = Number(limit);
  if (origin === 'string') {
    // min(1) on a string is how schemas say "not blank": "required" is the clearer message.
    if (side === 'min' && n === 1) return { key: 'validation.required' };
    return { key: side === 'min' ? 'validation.string_min' : 'validation.string_max', params: { count: n } };
  }
  if (origin === 'array' || origin === 'set') {
    return { key: side === 'min' ? 'validation.array_min' : 'validation.array_max', params: { count: n } };
  }
  if (origin === 'number' || origin === 'int') {
    const key: MessageKey =
      side === 'min'
        ? inclusive
          ? 'validation.number_min'
          : 'validation.number_min_exclusive'
        : inclusive
          ? 'validation.number_max'
          : 'validation.number_max_exclusive';
    return { key, params: { limit: n } };
  }
  return { key: side === 'min' ? 'validation.too_small' : 'validation.too_big' };
}

function expectedKey(expected: unknown): MessageKey {
  switch (expected) {
    case 'string':
      return 'validation.expected_string';
    case 'number':
    case 'nan':
      return 'validation.expected_number';
    case 'int':
    case 'bigint':
      return 'validation.expected_integer';
    case 'boolean':
      return 'validation.expected_boolean';
    case 'array':
    case 'tuple':
    case 'set':
      return 'validation.expected_array';
    case 'object':
    case 'record':
    case 'map':
      return 'validation.expected_object';
    default:
      return 'validation.invalid';
  }
}

function customKey(params: unknown): MessageKey | undefined {
  if (typeof params !== 'object' || params === null || !('i18n' in params)) return undefined;
  return isMessageKey(params.i18n) ? params.i18n : undefined;
}

function valueAt(root: unknown, path: readonly string[]): unknown {
  let current = root;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
