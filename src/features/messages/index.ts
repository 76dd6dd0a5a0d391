/**
 * The messages feature's public surface for other features (CONVENTIONS §9): what the signed-in page's
 * outbox replay and live stream need (features/notifications/live/engage.ts). Kept to requests and
 * keys, so the bell's chunk carries none of the pages; those are reached through routes, and the host
 * workspace and unit page load theirs lazily.
 */
export { messagesKeys } from './api/keys';
export { MESSAGE_SLOT, sendMessageWrite } from './api/send-message';
