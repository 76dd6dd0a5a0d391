import { i18n } from '@lingui/core';
import { dehydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import type { AnyRouter } from '@tanstack/react-router';
import { intlLocale, type Locale } from '../../contract/i18n';
import type { RenderPage } from '../../contract/ssr';
import { LinguiProvider } from '../lib/lingui-provider';
import { localeFromPath } from '../lib/locale';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from '../router';
import { IslandGatesContext } from './islands/Island';
import { renderingFor } from './page-environment.server';

/**
 * Server rendering of public pages for visitors who are not signed in: the first paint comes with the
 * HTML instead of after the JavaScript, and the browser then hydrates the same markup (hydrate.ts).
 * Built by `vite build --ssr` into dist/ssr and loaded by server/plugins/pages/render.ts. What the
 * app reads about the request (cookies, origin, its API calls) comes from page-environment.server.ts,
 * which the app's code imports as `#page-environment` (see src/ssr/README.md).
 */

/**
 * Queries a render asked for that have no data yet. useQuery creates its query during render but only
 * fetches from an effect, which never runs here, so the renderer fetches them and renders again. A
 * query already on its way (a loader's prefetch) is waited for too: its data must be in the HTML,
 * or the browser could get it mid-hydration and find markup that no longer matches.
 */
function unfetched(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending') return false;
      const { enabled } = query.options as { enabled?: boolean | ((q: typeof query) => boolean) };
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}

/**
 * One render at a time. The strings come from the one global i18n instance: the `t` macro compiles to
 * calls on it and currentLocale() reads it, not only the provider. A render that waits for a lazy
 * component must not find another page's language activated when it resumes. Removing the lock would
 * mean a Lingui instance per render passed everywhere a string is made (no `t` macro at module level,
 * no currentLocale()). Rendered pages are cached for 30 s (server/plugins/pages/render.ts), so renders
 * rarely queue.
 */
let queue: Promise<unknown> = Promise.resolve();
function exclusively<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Renders the whole tree, waiting for lazy components (unlike renderToString, which gives up on them). */
async function renderAll(app: ReactNode, locale: Locale): Promise<string> {
  i18n.activate(locale, [intlLocale(locale)]);
  let failure: unknown = null;
  // A component that throws would otherwise leave its error boundary's fallback in the HTML; the
  // page is then better rendered by the browser, so the error fails the whole render.
  const { prelude } = await prerenderToNodeStream(app, {
    // Every boundary inline: React otherwise moves a large one out of line behind an inline script,
    // which only helps a page streamed while it renders, not one rendered whole.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Whether the router loaded the page itself: a redirect leaves no resolved location (the router did
 * not settle on the address asked for), and a not-found or a loader's error marks its match.
 */
function renderedWhole(router: AnyRouter): boolean {
  const { resolvedLocation, matches } = router.state;
  return (
    resolvedLocation !== undefined &&
    matches.length > 0 &&
    matches.every((match) => match.status === 'success' && match.error === undefined)
  );
}

/** At most this many renders: a page whose queries depend on others' answers needs one per level. */
const MAX_PASSES = 3;

/** Null when the page is not one to render here: a redirect, a not-found or an error. */
export const renderPage: RenderPage = async (request) => {
  const locale = localeFromPath(new URL(request.url, 'http://x').pathname);
  if (!locale) return null;
  return renderingFor(request, locale, async () => {
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [request.url] }));
    // Loaders key their queries by currentLocale(), which reads the global i18n instance like the
    // render does: they run under the same lock, in this page's language.
    await exclusively(async () => {
      i18n.activate(locale, [intlLocale(locale)]);
      await router.load();
    });
    // A redirect (a guard, a non-canonical address), a not-found or an error is left to the browser's router.
    if (!renderedWhole(router)) return null;

    // The same tree as the browser hydrates (main.tsx, hydrate.ts), with no island gates on this side.
    const app = (
      <IslandGatesContext value={null}>
        <LinguiProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </LinguiProvider>
      </IslandGatesContext>
    );
    let html = '';
    for (let pass = 1; ; pass += 1) {
      html = await exclusively(() => renderAll(app, locale));
      const missing = unfetched(queryClient);
      // `<!--$?-->` marks a boundary that waited for a lazy component in this render: its markup comes
      // out of order, revealed by an inline script. Once loaded, the next render puts it in place.
      if (missing.length === 0 && !html.includes('<!--$?-->')) break;
      // Still incomplete: markup with holes would not match what the browser hydrates, so the
      // browser renders this page itself.
      if (pass === MAX_PASSES) return null;
      // fetch() on a query already fetching joins that request instead of sending another.
      await Promise.allSettled(missing.map((query) => query.fetch()));
    }
    return { locale, html, state: dehydrate(queryClient) };
  });
};
