import { splitLocalePrefix } from '../../contract/routes';
import { TtlLru } from '../lib/ttl-lru';

export type SlugKind = 'units' | 'investment_units';

/** The pages whose existence depends on a row: the unit (and its extras) and the investment unit. */
const SLUG_PAGES: [RegExp, SlugKind][] = [
  [/^\/units\/([^/]+)(?:\/extras)?$/, 'units'],
  [/^\/investment-units\/([^/]+)$/, 'investment_units'],
];

const decoded = (slug: string): string | null => {
  try {
    return decodeURIComponent(slug);
  } catch {
    return null;
  }
};

/**
 * A page's HTTP status: 404 for a path that is no page (by the build's route files), or a unit or
 * investment unit that does not exist. The body stays the shell, whose router shows the same
 * not-found screen: people see no difference, and crawlers no longer index a "soft 404" as a page.
 * A unit that exists is remembered for a while; misses are not, so a new unit is found at once. If
 * the database can't answer, the page is given the benefit of the doubt (200).
 */
export function createPageStatus(slugExists?: (kind: SlugKind, slug: string) => Promise<boolean>) {
  const existing = new TtlLru<true>({ ttlMs: 5 * 60_000, maxBytes: 1024 * 1024 });
  return async (path: string, isPage: ((path: string) => boolean) | null): Promise<200 | 404> => {
    if (!isPage) return 200;
    if (!isPage(path)) return 404;
    const { rest } = splitLocalePrefix(path);
    for (const [pattern, kind] of SLUG_PAGES) {
      const raw = pattern.exec(rest)?.[1];
      if (raw === undefined || !slugExists) continue;
      const slug = decoded(raw);
      if (slug === null) return 404;
      const key = `${kind}/${slug}`;
      if (existing.get(key)) return 200;
      if (!(await slugExists(kind, slug).catch(() => true))) return 404;
      existing.set(key, 'slug', true, key.length + 16);
    }
    return 200;
  };
}

/** The status a page path answers with (see createPageStatus). */
export type PageStatus = ReturnType<typeof createPageStatus>;
