/**
 * A reason the server cannot start that the operator can fix (bad setting, folder in use…). server.ts
 * prints only its message; anything else is a bug and gets its stack.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
