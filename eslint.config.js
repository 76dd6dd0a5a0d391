import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * Import boundaries (CONVENTIONS, "boundaries are enforced by lint"):
 * - src and server never import each other; both may import contract; contract imports nothing of
 *   ours; sw stands alone;
 * - inside src, layers only import downwards: lib (and the islands of src/ssr/islands) import no
 *   component, feature or route; components import no feature or route; a feature imports another
 *   feature only through its index.ts, never its internals. Routes, router.tsx, main.tsx, startup.ts
 *   and src/ssr's entries put the app together and may import anything in src.
 * One rule per file group, since a later `no-restricted-imports` replaces an earlier one.
 */
const outside = (...zones) =>
  zones.map((zone) => ({
    group: [`**/${zone}/*`, `**/${zone}`],
    message: `This layer must not import from ${zone}/ (src and server never import each other).`,
  }));
const notIn = (layer, ...folders) =>
  folders.map((folder) => ({
    regex: `(^|/)${folder}/`,
    message: `${layer} must not import from src/${folder}/: pass it in (props, context) from a route or the app's start.`,
  }));
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: patterns.flat() }] });

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** From inside feature `own`: another feature's files, reached by a relative path (its index is fine). */
const otherFeatureInternals = (own) => ({
  regex: `^(\\.\\./)+(features/)?(?!${own}/)(${FEATURES.join('|')})/`,
  message: `A feature imports another feature only through its index.ts (src/features/<name>/index.ts).`,
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'src/routeTree.gen.ts',
      'server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      'locales/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A labelled region that scrolls (a wide table) takes focus so a keyboard can scroll it (axe's
      // scrollable-region-focusable); tab panels as the plugin allows by default.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      ...restrict(outside('server', 'sw')),
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/ssr/islands/**/*.{ts,tsx}', 'src/ssr/page-start.ts'],
    rules: restrict(outside('server', 'sw'), notIn('lib', 'components', 'features', 'routes')),
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: restrict(outside('server', 'sw'), notIn('A component', 'features', 'routes')),
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(outside('server', 'sw'), notIn('A feature', 'routes'), otherFeatureInternals(feature)),
  })),
  { files: ['server/**/*.ts'], rules: restrict(outside('src', 'sw')) },
  { files: ['contract/**/*.ts'], rules: restrict(outside('src', 'server', 'sw')) },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: restrict(outside('src', 'server')),
  },
);
