import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The split-off parts of the /hosting and /admin routes (the host's pages and the operator's console),
 * named `host-…` and `console-…` (see modulePreload).
 */
/**
 * A page's own module, and the chunks whose names the build and the end-to-end tests rely on (the
 * rendered page's code loader, the lazy lists and the footer's parts, which the tests watch load).
 */
const ROUTE_MODULE = /[\\/]src[\\/]routes[\\/]/;
const NAMED_CHUNK =
  /^(framework|app-core|rolldown-runtime|hydrate|shell|page-start|Select|CurrencySelect|FooterExtras|ThemeSwitch)$/;
/** A module of the console's own feature: a chunk it starts is never precached for guests. */
const CONSOLE_PART = /[\\/]src[\\/]features[\\/]backoffice[\\/]/;
const BACKSTAGE_ROUTE = /[\\/]src[\\/]routes[\\/]\$lang[\\/]_default[\\/](hosting|admin)\b.*tsr-split/;
const HOST_CHUNK = /(^|\/)(host|console)-[^/]*\.js$/;
/** Chunks the entry imports statically: loaded before any lazy import runs, so never worth a preload. */
const ENTRY_CHUNK = /(^|\/)(framework|app-core|rolldown-runtime)-[^/]*\.js$/;
/** The framework every page needs, as one chunk (see codeSplitting below). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|@lingui[\\/](core|react)|@messageformat)[\\/]/;
/**
 * Parts of those packages no first paint uses (mutations, parallel queries, restoring the persisted
 * cache, the store's `shallow` that only the console's data grids use): left to automatic splitting,
 * they load with the pages that need them.
 */
/**
 * The store's parts only the console's data grid (TanStack Table) uses: left out of the framework chunk,
 * so the grid's needs never grow a guest's first load.
 */
const GRID_ONLY =
  /[\\/]@tanstack[\\/](store[\\/]dist[\\/](shallow|store)|react-store[\\/]dist[\\/](createStoreContext|useCreateAtom|useCreateStore|useAtom|_useStore|useStore))\.js$/;
const LATER =
  /[\\/](hydration|mutationObserver|useMutation|queriesObserver|useQueries|useSuspenseQuery|useSuspenseQueries|useInfiniteQuery|infiniteQueryObserver|usePrefetchQuery|usePrefetchInfiniteQuery|shallow)\.js$/;

const APP_CORE =
  /[\\/]src[\\/](lib[\\/](i18n|locale|session|use-session|currency|use-currency|cookies|use-after-paint|use-near-viewport|lazy-part)\.tsx?|components[\\/]layout[\\/](Island|LanguageSwitch)\.tsx)$|[\\/]contract[\\/](routes|session)\.ts$/;

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|xml|txt)$/;

/**
 * Writes .br and .gz beside every text asset after the build, so the server sends brotli at the
 * highest quality without compressing on each request (on-the-fly brotli 11 is far too slow).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'sakan:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // Post and sequential: runs after vite-plugin-pwa has written sw.js, so the worker is compressed too.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        compressAll();
      },
    },
  };

  function compressAll() {
    if (!existsSync(outDir)) return;
    for (const file of walk(outDir)) {
      if (!COMPRESSIBLE.test(file)) continue;
      const body = readFileSync(file);
      // Only where it helps: a tiny file can come out larger, and then the plain one is sent.
      const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      if (br.length < body.length) writeFileSync(`${file}.br`, br);
      const gz = gzipSync(body, { level: 9 });
      if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
    }
  }
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    // The router plugin must run before React's so it can split route components into lazy chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too: they pull in the API client and its schemas, which no first paint
      // should wait for unless that page actually loads data. Pending screens are split as well, so
      // the frames they share with their page never ride in the entry.
      codeSplittingOptions: {
        // A host page is one chunk (page, loading and error screens): the guest's entry carries every
        // route's definition, and each split part of a host page would add an import to every guest's
        // first load (tests/unit/size-budget.test.ts); a host loads all of a page at once anyway.
        splitBehavior: ({ routeId }) =>
          routeId.startsWith('/$lang/_default/hosting') || routeId.startsWith('/$lang/_default/admin')
            ? [['component', 'pendingComponent', 'errorComponent']]
            : undefined,
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    babel({
      include: /[\\/]src[\\/].*\.[jt]sx?(?:$|\?)/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    react(),
    lingui(),
    // The server-rendering bundle (dist/ssr) is neither the PWA's nor served, so no worker and no .br/.gz.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        // We register through workbox-window ourselves (src/lib/pwa.ts) to drive the update prompt.
        injectRegister: false,
        // Manifests are per locale, served from public/ (manifest-en/ar.webmanifest).
        manifest: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,avif,webp,woff2,webmanifest}'],
          // The operator's console is never kept for offline use: its page loads from the network only.
          globIgnores: ['**/*.br', '**/*.gz', 'sw.js', 'ssr/**', 'assets/console-*'],
        },
      }),
    !isSsrBuild && precompress(),
  ],
  define: {
    // Changes on every build: the persisted query cache is dropped when the app's code changes.
    __BUILD_ID__: JSON.stringify(Date.now().toString(36)),
    // The server bundle includes React; its production build renders several times faster.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {}),
  },
  // Everything bundled into dist/ssr, so React's development checks are compiled out and the server
  // does not depend on how node_modules resolves at run time.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: 'dist/ssr',
        target: 'node20',
        sourcemap: false,
        copyPublicDir: false,
        // One file: the server loads each new build under a fresh URL, which chunks importing each
        // other by plain relative paths would defeat (two copies of React's contexts).
        rolldownOptions: { output: { inlineDynamicImports: true } },
      }
    : {
        manifest: true,
        target: 'es2022',
        // The host's pages are imported with no preload list: the guest's entry names every chunk a
        // preload list mentions, and host pages' dependencies would grow every guest's first load (the
        // size budget). A host's page then fetches its parts as it imports them.
        modulePreload: {
          resolveDependencies: (file: string, deps: string[]) =>
            HOST_CHUNK.test(file) ? [] : deps.filter((dep) => !ENTRY_CHUNK.test(dep)),
        },
        sourcemap: false,
        rolldownOptions: {
          output: {
            chunkFileNames: (chunk) => {
              const facade = chunk.facadeModuleId ?? '';
              // A console part loaded on its own (the reports' chart library) is the console's too.
              const backstage =
                BACKSTAGE_ROUTE.exec(facade)?.[1] ?? (CONSOLE_PART.test(facade) ? 'admin' : undefined);
              if (backstage === 'hosting') return 'assets/host-[name]-[hash].js';
              if (backstage) return 'assets/console-[name]-[hash].js';
              // Every guest's entry lists the files each lazy page needs (its preload map), some 200
              // names: shared parts go by their hash alone (p-…) (about 0.8 KB less brotli in every first
              // load); pages and the named groups keep their names, for reading a network log.
              return ROUTE_MODULE.test(facade) || NAMED_CHUNK.test(chunk.name)
                ? 'assets/[name]-[hash].js'
                : 'assets/p-[hash].js';
            },
            codeSplitting: {
              // The framework every page needs ships as one file: one request, and brotli compresses it
              // better whole than in the dozen slivers automatic splitting would make.
              groups: [
                {
                  name: 'framework',
                  test: (id: string) => FRAMEWORK.test(id) && !LATER.test(id) && !GRID_ONLY.test(id),
                },
                {
                  // The app's own small helpers that every page's first render shares (i18n, session,
                  // currency, layout parts): one file instead of a sliver per module.
                  name: 'app-core',
                  test: (id: string) => APP_CORE.test(id),
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/sitemap.xml': 'http://localhost:3000',
    },
  },
}));
