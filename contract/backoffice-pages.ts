import * as z from 'zod/mini';
import { envelope, IsoDate, QueryId, queryInt, RowId } from './common';
import { FaqCategory, InformativePageSlug, PageBlock } from './content-pages';
import { CONTROL_CHARS } from './page-text';

/**
 * The console's FAQ and informative pages (admin and content): both languages of a record at once,
 * each save a new numbered version, any old version restorable as a new one. Text is sanitised on
 * the server (contract/page-text.ts): markup stripped, control characters refused with a 422.
 */

/** Staff text: no control characters (refused with their own message), at most `max` characters. */
export const staffText = (max: number, min = 1) =>
  z.string().check(
    z.refine((value) => !CONTROL_CHARS.test(value), { params: { i18n: 'validation.control_chars' } }),
    z.minLength(min),
    z.maxLength(max),
  );

/** Who saved a version: null for the first version, written before the console existed. */
export const VersionAuthor = z.nullable(z.object({ name: z.string(), email: z.string() }));

export const ContentVersion = z.object({
  version: z.int(),
  created_at: z.string(),
  created_by: VersionAuthor,
  /** The version this one copied back, when it was a restore. */
  restored_from: z.nullable(z.int()),
  /** FAQ only: this version took the question off the page. */
  removed: z.optional(z.boolean()),
});
export type ContentVersion = z.infer<typeof ContentVersion>;
export const ContentVersionsResponse = envelope({ items: z.array(ContentVersion) });
export type ContentVersionsResponse = z.infer<typeof ContentVersionsResponse>;

/** `base_version`: the version the editor opened; a save on top of a newer one is a 409. */
const BaseVersion = z.int().check(z.minimum(0), z.maximum(1_000_000));

/* ---- FAQ ---- */

export const AdminFaq = z.object({
  id: z.int(),
  category: FaqCategory,
  position: z.int(),
  question_en: z.string(),
  question_ar: z.string(),
  answer_en: z.string(),
  answer_ar: z.string(),
  version: z.int(),
  removed: z.boolean(),
});
export type AdminFaq = z.infer<typeof AdminFaq>;

/** GET /backoffice/faqs: every question, live ones in page order, then the removed ones. */
export const AdminFaqsResponse = envelope({ items: z.array(AdminFaq) });
export type AdminFaqsResponse = z.infer<typeof AdminFaqsResponse>;
export const AdminFaqResponse = envelope({ faq: AdminFaq });
export type AdminFaqResponse = z.infer<typeof AdminFaqResponse>;

/** POST /backoffice/faqs (appended to its category) and PUT /backoffice/faqs/:id (with base_version). */
export const FaqBody = z.strictObject({
  category: FaqCategory,
  question_en: staffText(300),
  question_ar: staffText(300),
  answer_en: staffText(4000),
  answer_ar: staffText(4000),
});
export type FaqBody = z.infer<typeof FaqBody>;
export const FaqEditBody = z.strictObject({ ...FaqBody.shape, base_version: BaseVersion });
export type FaqEditBody = z.infer<typeof FaqEditBody>;

/** PUT /backoffice/faqs/order: a category's live questions, all of them, in their new order. */
export const FaqOrderBody = z.strictObject({
  category: FaqCategory,
  ids: z.array(RowId).check(z.maxLength(200)),
});
export type FaqOrderBody = z.infer<typeof FaqOrderBody>;

export const FaqParams = z.strictObject({ id: QueryId });
export const FaqVersionParams = z.strictObject({ id: QueryId, version: queryInt(1, 1_000_000) });

/* ---- Informative pages ---- */

/** A page as the editor opens it: each language's body as markup text, and as the blocks it parses to. */
export const AdminPage = z.object({
  slug: InformativePageSlug,
  title_en: z.string(),
  title_ar: z.string(),
  summary_en: z.string(),
  summary_ar: z.string(),
  body_en: z.string(),
  body_ar: z.string(),
  blocks_en: z.array(PageBlock),
  blocks_ar: z.array(PageBlock),
  updated_on: IsoDate,
  version: z.int(),
});
export type AdminPage = z.infer<typeof AdminPage>;

export const AdminPageSummary = z.object({
  slug: InformativePageSlug,
  title_en: z.string(),
  title_ar: z.string(),
  updated_on: IsoDate,
  version: z.int(),
  edited_at: z.nullable(z.string()),
  edited_by: VersionAuthor,
});
export type AdminPageSummary = z.infer<typeof AdminPageSummary>;
export const AdminPagesResponse = envelope({ items: z.array(AdminPageSummary) });
export type AdminPagesResponse = z.infer<typeof AdminPagesResponse>;

/** `sanitised`: something shaped like HTML was stripped from the text sent. */
export const AdminPageResponse = envelope({ page: AdminPage, sanitised: z.boolean() });
export type AdminPageResponse = z.infer<typeof AdminPageResponse>;

/** PUT /backoffice/pages/:slug — the whole page, both languages. */
export const PageBody = z.strictObject({
  title_en: staffText(120),
  title_ar: staffText(120),
  summary_en: staffText(600),
  summary_ar: staffText(600),
  body_en: staffText(60_000),
  body_ar: staffText(60_000),
  /** The day the text last changed in substance, shown to guests as "last updated". */
  updated_on: IsoDate,
  base_version: BaseVersion,
});
export type PageBody = z.infer<typeof PageBody>;

export const PageParams = z.strictObject({ slug: InformativePageSlug });
export const PageVersionParams = z.strictObject({
  slug: InformativePageSlug,
  version: queryInt(1, 1_000_000),
});

/** GET /backoffice/pages/:slug/versions/:version — an old version, to read or preview before restoring. */
export const AdminPageVersionResponse = envelope({ page: AdminPage });
export type AdminPageVersionResponse = z.infer<typeof AdminPageVersionResponse>;
