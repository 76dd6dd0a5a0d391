/** The units feature's public surface for other features (CONVENTIONS §9). */
export { UnitCard } from './components/UnitCard';
export { unitQueryOptions } from './api/get-unit';
