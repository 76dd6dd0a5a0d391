// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cataloguesFor } from '../../src/lib/catalogues';

/**
 * A page whose strings live in a feature catalogue renders message ids if the root route does not
 * load that catalogue first. Every route file's feature imports (and the features those import)
 * must be covered by cataloguesFor(its path).
 */
const ROUTES = 'src/routes/$lang';
const SHELL_FEATURES = new Set(['content']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

function featuresImportedBy(source: string): string[] {
  return [...source.matchAll(/features\/([a-z-]+)/g)].map((m) => m[1]!);
}

/** Features a feature imports from (e.g. account uses auth's logout). */
function featureDeps(feature: string, seen = new Set<string>()): Set<string> {
  if (seen.has(feature)) return seen;
  seen.add(feature);
  for (const file of files(`src/features/${feature}`)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/from '\.\.\/\.\.\/([a-z-]+)'/g)) {
      featureDeps(m[1]!, seen);
    }
  }
  return seen;
}

/** `$lang/_default/units/$slug/index.tsx` → `/en/units/x`. */
function samplePath(file: string): string {
  const segments = relative(ROUTES, file)
    .replace(/\.tsx$/, '')
    .split('/')
    .filter((s) => !s.startsWith('_') && s !== 'index')
    .map((s) => (s.startsWith('$') ? 'x' : s));
  return `/en/${segments.join('/')}`;
}

describe('catalogues per page', () => {
  const routeFiles = files(ROUTES).filter((f) => f.endsWith('.tsx'));

  it.each(routeFiles)('%s loads the catalogues of the features it shows', (file) => {
    const needed = new Set<string>();
    for (const feature of featuresImportedBy(readFileSync(file, 'utf8'))) {
      for (const dep of featureDeps(feature)) if (!SHELL_FEATURES.has(dep)) needed.add(dep);
    }
    const loaded = new Set<string>(cataloguesFor(samplePath(file)));
    expect([...needed].filter((n) => !loaded.has(n))).toEqual([]);
  });

  it('maps paths with and without a language prefix alike', () => {
    expect(cataloguesFor('/ar/units/villa-1/extras')).toEqual(cataloguesFor('/units/villa-1/extras'));
    expect(cataloguesFor('/en')).toEqual([]);
  });
});
