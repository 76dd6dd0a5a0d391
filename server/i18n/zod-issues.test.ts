import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues, type ValidationIssue } from './zod-issues';

/** Runs a schema the way fastify-type-provider-zod reports it, then describes the issues. */
function messages(schema: z.ZodType, input: unknown, locale: 'en' | 'ar') {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation failure');
  const issues: ValidationIssue[] = result.error.issues.map(
    ({ path, code, message: _message, ...params }) => ({
      keyword: code,
      instancePath: `/${path.join('/')}`,
      params,
    }),
  );
  return describeIssues(issues, input, locale);
}

describe('describeIssues', () => {
  const Form = z.object({
    name: z.string().min(3).max(12),
    guests: z.number().int().min(1).max(8),
    tags: z.array(z.string()).min(2),
    site: z.url().optional(),
    kind: z.enum(['rent', 'invest']).optional(),
    address: z.object({ city: z.string() }).optional(),
  });

  it('uses Arabic number agreement in counted messages', () => {
    expect(messages(Form, { name: 'ab', guests: 2, tags: ['a', 'b'] }, 'ar')).toEqual([
      { field: 'name', message: 'أدخل 3 أحرف على الأقل.' },
    ]);
    expect(messages(Form, { name: 'a'.repeat(13), guests: 2, tags: ['a', 'b'] }, 'ar')).toEqual([
      { field: 'name', message: 'لا تتجاوز 12 حرفًا.' },
    ]);
    expect(messages(Form, { name: 'abc', guests: 2, tags: [] }, 'ar')).toEqual([
      { field: 'tags', message: 'اختر عنصرين على الأقل.' },
    ]);
  });

  it('names the limit for numbers and the expected type for wrong values', () => {
    expect(messages(Form, { name: 'abc', guests: 9, tags: ['a', 'b'] }, 'en')).toEqual([
      { field: 'guests', message: 'Enter a number no greater than 8.' },
    ]);
    expect(messages(Form, { name: 'abc', guests: 'two', tags: ['a', 'b'] }, 'en')).toEqual([
      { field: 'guests', message: 'Enter a number.' },
    ]);
  });

  it('reports nested, enum and format problems with dotted fields', () => {
    const input = { name: 'abc', guests: 2, tags: ['a', 'b'], site: 'nope', kind: 'sell', address: {} };
    expect(messages(Form, input, 'ar')).toEqual([
      { field: 'site', message: 'أدخل رابطًا صحيحًا.' },
      { field: 'kind', message: 'اختر إحدى القيم المسموح بها.' },
      { field: 'address.city', message: 'هذا الحقل مطلوب.' },
    ]);
  });

  it('lets a refinement choose its message key', () => {
    const Range = z
      .object({ from: z.string(), to: z.string() })
      .refine((range) => range.from < range.to, { path: ['to'], params: { i18n: 'validation.too_small' } });
    expect(messages(Range, { from: 'b', to: 'a' }, 'en')).toEqual([
      { field: 'to', message: 'This value is too small.' },
    ]);
  });
});
