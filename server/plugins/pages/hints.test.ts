import { describe, expect, it } from 'vitest';
import { createPageHinter, createPageMatcher, shellCode, type Manifest } from './hints';
import { renderShell } from './shell';

/** A build manifest in the shape vite writes, cut down to the chunks a few pages need. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework.js' },
  '_Page.js': { file: 'assets/Page.js', imports: ['_framework.js'] },
  'locales/en/shell.po': { file: 'assets/shell-en.js' },
  'locales/ar/shell.po': { file: 'assets/shell-ar.js' },
  'locales/ar/units.po': { file: 'assets/units-ar.js' },
  'locales/en/units.po': { file: 'assets/units-en.js' },
  'src/routes/$lang/_default.tsx?tsr-split=component': {
    file: 'assets/layout.js',
    imports: ['_framework.js'],
  },
  'src/routes/$lang/_default/index.tsx?tsr-split=component': {
    file: 'assets/home.js',
    imports: ['_HomePage.js'],
  },
  'src/routes/$lang/_default/index.tsx?tsr-split=loader': {
    file: 'assets/home-loader.js',
    imports: ['_HomeParts.js'],
  },
  '_HomeParts.js': {
    file: 'assets/HomeParts.js',
    dynamicImports: ['src/features/units/components/search/SearchBar.tsx'],
  },
  '_HomePage.js': {
    file: 'assets/HomePage.js',
    imports: ['_HomeParts.js'],
    dynamicImports: ['src/Later.tsx'],
  },
  'src/features/units/components/search/SearchBar.tsx': {
    file: 'assets/SearchBar.js',
    imports: ['_Stepper.js'],
    dynamicImports: ['src/DatePicker.tsx'],
  },
  '_Stepper.js': { file: 'assets/Stepper.js' },
  'src/Later.tsx': { file: 'assets/Later.js' },
  'src/DatePicker.tsx': { file: 'assets/DatePicker.js' },
  'src/routes/$lang/_default/listing.tsx?tsr-split=component': {
    file: 'assets/listing.js',
    imports: ['_Page.js'],
  },
  'src/routes/$lang/_default/listing.tsx?tsr-split=loader': { file: 'assets/listing-loader.js' },
  'src/routes/$lang/_default/units/$slug/index.tsx?tsr-split=component': { file: 'assets/unit.js' },
  'src/routes/$lang/_default/units/$slug/extras.tsx?tsr-split=component': { file: 'assets/extras.js' },
  // The host's pages: one splat route, its screens in one chunk.
  'src/routes/$lang/_default/hosting/$.tsx?tsr-split=component---errorComponent---pendingComponent': {
    file: 'assets/host-_.js',
  },
  'src/startup.ts': {
    file: 'assets/startup.js',
    name: 'startup',
    isDynamicEntry: true,
    imports: ['_framework.js', '_Page.js', '_toast.js'],
  },
  'src/ssr/hydrate.ts': {
    file: 'assets/hydrate.js',
    name: 'hydrate',
    isDynamicEntry: true,
    imports: ['src/ssr/page-start.ts'],
  },
  'src/ssr/page-start.ts': { file: 'assets/start.js', name: 'page-start', isEntry: true },
  '_toast.js': { file: 'assets/toast.js' },
};
const hintsFor = createPageHinter(MANIFEST);
const HTML = '<html lang="en" dir="ltr"><head><title>Sakan</title></head><body></body></html>';

describe('the shell code', () => {
  it("names the entry, its imports and the page-start module by the entries' names", () => {
    expect(shellCode(MANIFEST)).toEqual({
      entry: 'assets/index.js',
      imports: ['assets/framework.js'],
      pageStart: 'assets/start.js',
    });
  });
});

describe('page hints in the shell', () => {
  it("names the page's chunks, its layout and its language's catalogues, not what index.html already has", () => {
    const hints = hintsFor('/ar/listing');
    expect(hints?.locale).toBe('ar');
    expect(hints?.modules.sort()).toEqual(
      [
        'assets/Page.js',
        'assets/hydrate.js',
        'assets/start.js',
        'assets/layout.js',
        'assets/listing-loader.js',
        'assets/listing.js',
        'assets/shell-ar.js',
        'assets/units-ar.js',
      ].sort(),
    );
  });

  it('names what every page loads once started separately, without what the page itself preloads', () => {
    expect(hintsFor('/en/listing')?.later).toEqual(['assets/startup.js', 'assets/toast.js']);
    expect(hintsFor('/en/listing')?.modules).not.toContain('assets/startup.js');
  });

  it('names the lazy parts its loader can load with their imports, and no other lazy part', () => {
    const home = hintsFor('/en')?.modules ?? [];
    expect(home).toEqual(
      expect.arrayContaining(['assets/HomePage.js', 'assets/SearchBar.js', 'assets/Stepper.js']),
    );
    expect(home).not.toContain('assets/Later.js');
    expect(home).not.toContain('assets/DatePicker.js');
  });

  it('matches the home page, parameters and static segments before parameters', () => {
    expect(hintsFor('/en')?.modules).toContain('assets/home.js');
    const unit = hintsFor('/en/units/villa-7');
    expect(unit?.modules).toContain('assets/unit.js');
    expect(unit?.unitSlug).toBe('villa-7');
    const extras = hintsFor('/en/units/villa-7/extras');
    expect(extras?.modules).toContain('assets/extras.js');
    expect(extras?.modules).not.toContain('assets/unit.js');
    expect(extras?.unitSlug).toBeNull();
  });

  it('matches a splat route at its folder and at any depth below it, and nothing beside it', () => {
    const isPage = createPageMatcher(MANIFEST);
    for (const path of [
      '/en/hosting',
      '/ar/hosting/units',
      '/en/hosting/units/12',
      '/en/hosting/reservations/SKN-1',
    ])
      expect(isPage(path), path).toBe(true);
    expect(hintsFor('/en/hosting/units/12')?.modules).toContain('assets/host-_.js');
    for (const path of ['/en/hostings', '/en/nowhere/hosting']) expect(isPage(path), path).toBe(false);
    expect(hintsFor('/en/units/villa-7')?.modules).not.toContain('assets/host-_.js');
  });

  it('gives an unknown page only its catalogue and the hydration code, and a path without a language nothing', () => {
    expect(hintsFor('/en/nowhere')?.modules.sort()).toEqual(
      ['assets/hydrate.js', 'assets/start.js', 'assets/shell-en.js'].sort(),
    );
    expect(hintsFor('/listing')).toBeNull();
  });

  it('sets language and direction, and hints the unit photo as the gallery will ask for it', () => {
    const hints = hintsFor('/ar/units/villa-7')!;
    const html = renderShell(HTML, hints, 'villa-07');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/unit.js">');
    expect(html).toMatch(
      /rel="preload" as="image" type="image\/avif" fetchpriority="high" imagesrcset="\/media\/p1\/villa-07-320\.avif 320w,/,
    );
    expect(html).toContain('imagesizes="(min-width: 1024px) 60vw, 100vw"');
  });
});
