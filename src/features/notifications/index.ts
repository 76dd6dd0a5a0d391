/** The notifications feature's public surface for other features: they import this file, never its internals. */
export { UnreadSummary } from './components/UnreadSummary';
export { notificationsKeys } from './api/keys';
