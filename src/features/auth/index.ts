/** The auth feature's public surface for other features (CONVENTIONS §9: no reaching into internals). */
export { useLogout } from './api/use-logout';
