/** The notifications feature's public surface for other features (CONVENTIONS §9). */
export { UnreadSummary } from './components/UnreadSummary';
