/** The auth feature's public surface for other features (import zones: no reaching into internals). */
export { useLogout } from './api/use-logout';
