import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Import boundaries (CONVENTIONS §9): src and server never import each other; both may import contract;
// contract imports nothing of ours; sw stands alone.
const boundary = (...zones) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: zones.map((zone) => ({
        group: [`**/${zone}/*`, `**/${zone}`],
        message: `This layer must not import from ${zone}/ (see CONVENTIONS §9).`,
      })),
    },
  ],
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
      ...boundary('server', 'sw'),
    },
  },
  { files: ['server/**/*.ts'], rules: boundary('src', 'sw') },
  { files: ['contract/**/*.ts'], rules: boundary('src', 'server', 'sw') },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: boundary('src', 'server'),
  },
);
