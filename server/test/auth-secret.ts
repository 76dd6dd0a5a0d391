/** The key test apps sign access tokens with, so tests can forge expired or tampered ones. */
export const TEST_AUTH_SECRET = new TextEncoder().encode('sakan-test-secret-0123456789abcdef-0123456789');
