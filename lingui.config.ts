import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalogue for the shell (layout, shared components, routes, the content feature that the home
 * page and footer need at once) and one per feature, loaded when a page of that feature opens. The
 * first paint only waits for the shell's strings, however many pages the app grows.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/shell',
      include: ['<rootDir>/src', '<rootDir>/src/features/content'],
      exclude: [
        '<rootDir>/src/features/{auth,account,units,investment,checkout,reservations,loyalty,reviews,favorites,notifications,properties}/**',
        '<rootDir>/src/features/content/components/pages/**',
      ],
    },
    {
      // The FAQ, informative, contact and newsletter pages' own text: loaded with those pages only.
      path: '<rootDir>/locales/{locale}/pages',
      include: ['<rootDir>/src/features/content/components/pages'],
    },
    {
      path: '<rootDir>/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['<rootDir>/src/features/content/**'],
    },
  ],
  // File names without line numbers: a catalogue changes only when its messages do, not when code moves.
  format: formatter({ lineNumbers: false }),
});
