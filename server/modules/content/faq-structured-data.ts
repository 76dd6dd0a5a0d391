import { splitLocalePrefix } from '../../../contract/routes';
import type { Database } from '../../db/client';
import { TtlLru } from '../../lib/ttl-lru';
import { scriptSafeJson } from '../../plugins/pages/shell';
import { getFaqs } from './pages-service';

/**
 * The FAQ page's schema.org FAQPage data, for the served HTML's <head> (plugins/static.ts adds it).
 * The FAQ page is rendered in the browser, so the server writes this itself: crawlers that read only
 * the HTML still find every question and answer. Kept a minute per language.
 */
export function createFaqHead(db: Database): (pathname: string) => Promise<string | null> {
  const cache = new TtlLru<string>({ ttlMs: 60_000, maxBytes: 1024 * 1024 });
  return async (pathname) => {
    const { locale, rest } = splitLocalePrefix(pathname);
    if (!locale || rest !== '/faq') return null;
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
    cache.set(locale, 'faq', script, script.length * 2);
    return script;
  };
}
