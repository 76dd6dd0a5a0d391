// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET_ROUTES, measureRoute, readManifest, routeFiles } from '../bench/route-js';

/**
 * The budget of the walking skeleton: the JS home needs before its first render stays within 110 KB
 * of brotli (the stack's floor is about 92 KB). Deterministic for a given build, so it is a test;
 * `npm test` builds first. `npm run bench:size` prints the figures.
 */
const HOME_BUDGET_BYTES = 110 * 1024;
/**
 * And in few files: each is a request, a response the main thread handles and a module to link. With
 * chunk merging on, home needs 13; a top-level await in the graph turns merging off (28 files).
 */
const HOME_BUDGET_FILES = 16;
const dist = resolve('dist');

describe('JS size budget', () => {
  it('has a build to measure', () => {
    expect(existsSync(resolve(dist, '.vite/manifest.json')), 'run npm run build first').toBe(true);
  });

  for (const route of BUDGET_ROUTES.filter((r) => r.name.startsWith('home') || r.name.startsWith('bare'))) {
    it(`keeps ${route.name} within 110 KB brotli`, () => {
      const { bytes } = measureRoute(dist, route);
      expect(bytes).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
    });
    it(`keeps ${route.name} within ${HOME_BUDGET_FILES} files`, () => {
      expect(measureRoute(dist, route).files.length).toBeLessThanOrEqual(HOME_BUDGET_FILES);
    });
  }

  // The gallery and the phone's filters sheet are chunks of their own, loaded when opened: a static
  // import anywhere on the way would put them in every first load.
  it('loads the photo gallery and the filters sheet only when they open', () => {
    const manifest = readManifest(dist);
    const lazyParts = [
      'src/components/gallery/PhotoGallery.tsx',
      'src/features/units/components/FiltersSheet.tsx',
    ].map((key) => manifest[key]?.file);
    expect(lazyParts.every(Boolean), 'each is a chunk of its own').toBe(true);
    for (const route of BUDGET_ROUTES) {
      const first = routeFiles(manifest, route);
      for (const file of lazyParts) expect(first, route.name).not.toContain(file);
    }
  });
});

describe('the console never reaches a guest', () => {
  // The service worker precaches every chunk but the console's (vite.config.ts globIgnores): a console
  // part in a chunk of another name, such as the reports' chart library, would be downloaded by every
  // guest's worker.
  it('names every chunk of the console feature console-…, outside the precache', () => {
    const manifest = readManifest(dist);
    const consoleChunks = Object.entries(manifest).filter(([source]) =>
      source.startsWith('src/features/backoffice/'),
    );
    expect(consoleChunks.length).toBeGreaterThan(0);
    for (const [source, chunk] of consoleChunks) {
      expect(chunk.file, source).toMatch(/^assets\/console-/);
    }
    const sw = readFileSync(resolve(dist, 'sw.js'), 'utf8');
    expect(sw).not.toMatch(/assets\/console-/);
  });
});
