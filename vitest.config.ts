import { defineConfig } from 'vitest/config';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

export default defineConfig({
  // Components use Lingui macros, compiled the same way as in the app build.
  plugins: [
    babel({ include: /[\\/]src[\\/].*\.[jt]sx?(?:$|\?)/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
  ],
  test: {
    // Every run uses UTC unless a test sets a zone itself (CONVENTIONS §8).
    env: { TZ: 'UTC' },
    // Server files mostly wait on PostgreSQL and on password hashing's thread pool: on two cores, two
    // workers left the machine half idle (load 1.6), so a third runs while the others wait.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup-dom.ts'],
          // Vitest resolves package imports with the `node` condition, which picks the server's
          // environment (package.json `imports`); the app's unit tests run as the browser build does.
          alias: { '#page-environment': new URL('./src/lib/page-environment.ts', import.meta.url).pathname },
          include: [
            'src/**/*.test.{ts,tsx}',
            'contract/**/*.test.ts',
            'sw/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // One PostgreSQL for the run (local, or embedded as a fallback); each file gets its own database.
          globalSetup: ['server/test/global-setup.ts'],
          // Each file still gets its own database and app; only the imported modules are shared by the
          // files one worker runs. Importing the server anew for every file took a third of the run.
          isolate: false,
          hookTimeout: 60_000,
          // Password hashing is deliberately slow (scrypt N=2^17, ~0.2 s a hash on this machine); a test
          // that signs in a dozen times must not fail on a busy CI core.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
