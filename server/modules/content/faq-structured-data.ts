import { splitLocalePrefix } from '../../../contract/routes';
import type { Database } from '../../db/client';
import { TtlLru } from '../../lib/ttl-lru';
import { scriptSafeJson } from '../../plugins/pages/shell';
import { getFaqs } from './pages-service';

/**
 * The FAQ page's schema.org FAQPage data, for the served HTML's <head> (plugins/static.ts adds it).
 * The FAQ page is rendered in the browser, so the server writes this itself: crawlers that read only
 * the HTML still find every question and answer. Kept a minute per language, or until a console edit
 * moves the public cache's `generation` (in every process, see plugins/public-cache.ts).
 */
export function createFaqHead(
  db: Database,
  generation: () => number = () => 0,
): (pathname: string) => Promise<string | null> {
  const cache = new TtlLru<string>({ ttlMs: 60_000, maxBytes: 1024 * 1024 });
  let seen = generation();
  return async (pathname) => {
    const { locale, rest } = splitLocalePrefix(pathname);
    if (!locale || rest !== '/faq') return null;
    if (seen !== generation()) {
      seen = generation();
      cache.clear();
    }
    const cached = cache.get(locale);
    if (cached !== undefined) return cached;
    const faqs = await getFaqs(db, locale, {});
    const data = {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: locale,
      mainEntity: faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    };
    const script = `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;
    // Read before an edit landed: serve it this once, keep it not.
    if (seen === generation()) cache.set(locale, 'faq', script, script.length * 2);
    return script;
  };
}
