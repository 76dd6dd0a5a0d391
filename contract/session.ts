/**
 * The cookies the web app writes for itself and the server reads when it renders a page: the server
 * renders a page only for a visitor without a session (`token`, `user`), and in the visitor's
 * `currency`. src/lib/session.ts and src/lib/currency.ts write them; server/plugins/pages/render.ts
 * reads them. (The refresh token's HttpOnly cookie is the server's own: server/plugins/auth.ts.)
 */
export const SESSION_COOKIES = {
  /** The short-lived access token. */
  token: 'token',
  /** How the token was issued (web or mobile). */
  tokenMode: 'token_mode',
  /** The non-secret user object, as JSON. */
  user: 'user',
  /** The currency the visitor picked for prices. */
  currency: 'currency',
} as const;
