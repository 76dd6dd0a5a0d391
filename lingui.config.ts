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
        '<rootDir>/src/features/{auth,account,units,investment,checkout,reservations,loyalty,reviews,favorites,notifications,properties,hosting,backoffice,messages}/**',
        '<rootDir>/src/features/content/components/pages/**',
        '<rootDir>/src/lib/form-rules.ts',
        '<rootDir>/src/components/form-fields.tsx',
        '<rootDir>/src/components/layout/{ErrorScreen,OfflineScreen,RouteError,NotFoundScreen}.tsx',
      ],
    },
    {
      // The error, not-found and offline screens: loaded with them (components/layout/lazy-screens.tsx),
      // and kept for offline use by the service worker's precache like every other chunk.
      path: '<rootDir>/locales/{locale}/errors',
      include: ['<rootDir>/src/components/layout/{ErrorScreen,OfflineScreen,RouteError,NotFoundScreen}.tsx'],
    },
    {
      // The form fields' checks and help (sign-in, profile, checkout, contact…): loaded with the pages
      // that have such a form, so home's first load does not carry them.
      path: '<rootDir>/locales/{locale}/forms',
      include: ['<rootDir>/src/lib/form-rules.ts', '<rootDir>/src/components/form-fields.tsx'],
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
