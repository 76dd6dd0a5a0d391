/** The investment feature's public surface for other features (import zones: no reaching into internals). */
export { default as InvestmentTeaser } from './components/InvestmentTeaser';
