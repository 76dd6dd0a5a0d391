import { defineConfig } from '@lingui/conf';

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
      exclude: ['<rootDir>/src/features/{auth,account,units,investment,properties}/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['<rootDir>/src/features/content/**'],
    },
  ],
  format: 'po',
});
