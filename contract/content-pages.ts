import * as z from 'zod/mini';
import { envelope } from './common';

/** The FAQ and the informative pages (the spec's `faqs` and `informative-page` calls), in the request's language. */

export const FAQ_CATEGORIES = ['booking', 'payment', 'cancellation', 'investment', 'account'] as const;
export const FaqCategory = z.enum(FAQ_CATEGORIES);
export type FaqCategory = z.infer<typeof FaqCategory>;

/** No control characters except tab and newline: PostgreSQL refuses NUL, and none belongs in text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const PLAIN_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/**
 * GET /api/v1/faqs — every question, in category order (FAQ_CATEGORIES) then position. `search`
 * keeps questions whose question or answer contains every word given, in the request's language.
 */
export const FaqsQuery = z.strictObject({
  search: z.optional(z.string().check(z.maxLength(100), z.regex(PLAIN_TEXT))),
  category: z.optional(FaqCategory),
});
export type FaqsQuery = z.infer<typeof FaqsQuery>;
export const Faq = z.object({
  id: z.int(),
  category: FaqCategory,
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof Faq>;
export const FaqsResponse = envelope({ items: z.array(Faq) });
export type FaqsResponse = z.infer<typeof FaqsResponse>;

export const INFORMATIVE_PAGES = ['about-us', 'privacy', 'terms-conditions'] as const;
export const InformativePageSlug = z.enum(INFORMATIVE_PAGES);
export type InformativePageSlug = z.infer<typeof InformativePageSlug>;

/**
 * A page's body as blocks, never HTML: the client renders each with React, so stored text can't
 * inject markup. A heading's `id` is the same in both languages and anchors the table of contents.
 */
export const PageBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), id: z.string().check(z.regex(/^[a-z0-9-]+$/)), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.string()) }),
]);
export type PageBlock = z.infer<typeof PageBlock>;

/** GET /api/v1/informative-page?slug=privacy */
export const InformativePageQuery = z.strictObject({ slug: InformativePageSlug });
export const InformativePage = z.object({
  slug: InformativePageSlug,
  title: z.string(),
  summary: z.string(),
  /** The day the text last changed in substance. */
  updated_on: z.iso.date(),
  blocks: z.array(PageBlock),
});
export type InformativePage = z.infer<typeof InformativePage>;
export const InformativePageResponse = envelope({ page: InformativePage });
export type InformativePageResponse = z.infer<typeof InformativePageResponse>;
