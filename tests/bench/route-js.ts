import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cataloguesFor } from '../../src/lib/catalogues';

/**
 * The JavaScript a route needs before its first render: the entry and its static imports, the active
 * locale's shell catalogue and the page's feature catalogues, and the lazy chunks of every route component on the way to the page. Sizes are
 * the brotli bytes the server sends (the precompressed .br files written at build time).
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  name: string;
  /** Route files whose split component renders on this page, from the root down. */
  routeFiles: string[];
  locale: 'en' | 'ar';
  /** The page's path, which decides the feature catalogues it loads. */
  path: string;
}

export const BUDGET_ROUTES: RouteBudget[] = [
  {
    name: 'home (/en)',
    locale: 'en',
    path: '/en',
    routeFiles: ['src/routes/$lang/_default.tsx', 'src/routes/$lang/_default/index.tsx'],
  },
  {
    name: 'home (/ar)',
    locale: 'ar',
    path: '/ar',
    routeFiles: ['src/routes/$lang/_default.tsx', 'src/routes/$lang/_default/index.tsx'],
  },
  { name: 'bare root (/)', locale: 'en', path: '/', routeFiles: ['src/routes/index.tsx'] },
  {
    name: 'listing (/en/listing)',
    locale: 'en',
    path: '/en/listing',
    routeFiles: ['src/routes/$lang/_default.tsx', 'src/routes/$lang/_default/listing.tsx'],
  },
  {
    name: 'unit page (/en/units/…)',
    locale: 'en',
    path: '/en/units/a-unit',
    routeFiles: ['src/routes/$lang/_default.tsx', 'src/routes/$lang/_default/units/$slug/index.tsx'],
  },
  {
    name: 'account (/en/account, signed in)',
    locale: 'en',
    path: '/en/account',
    routeFiles: ['src/routes/$lang/_default.tsx', 'src/routes/$lang/_default/account/index.tsx'],
  },
];

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

function closure(manifest: Manifest, key: string, seen: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen);
}

export function routeFiles(manifest: Manifest, route: RouteBudget): string[] {
  const seen = new Set<string>();
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('index.html'));
  if (!entry) throw new Error('No index.html entry in the build manifest: run npm run build first.');
  closure(manifest, entry, seen);
  for (const name of ['shell', ...cataloguesFor(route.path)]) {
    closure(manifest, `locales/${route.locale}/${name}.po`, seen);
  }
  for (const file of route.routeFiles) {
    const split = `${file}?tsr-split=component`;
    if (!manifest[split]) throw new Error(`No split component chunk for ${file} in the build manifest.`);
    closure(manifest, split, seen);
  }
  return [...seen].filter((f) => f.endsWith('.js'));
}

/** What the server sends to a brotli client: the .br file, or the plain file where brotli did not help. */
export function brotliBytes(distDir: string, file: string): number {
  const path = join(distDir, file);
  return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;
}

export function measureRoute(distDir: string, route: RouteBudget): { files: string[]; bytes: number } {
  const files = routeFiles(readManifest(distDir), route);
  return { files, bytes: files.reduce((sum, f) => sum + brotliBytes(distDir, f), 0) };
}
