/** Where the end-to-end server listens and which PostgreSQL it uses (the machine's, by default). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_ADMIN_URL = process.env.E2E_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// One database per port, so two checkouts can run their end-to-end suites side by side.
export const E2E_DATABASE = E2E_PORT === 3199 ? 'sakan_e2e' : `sakan_e2e_${E2E_PORT}`;
export const E2E_SMTP_PORT = E2E_PORT + 700;
export const E2E_GOOGLE_PORT = E2E_PORT + 701;
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
