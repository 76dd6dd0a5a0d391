/** The units feature's public surface for other features (import zones: no reaching into internals). */
export { FeaturedCarousel } from './components/FeaturedCarousel';
export { UnitCard } from './components/UnitCard';
export { unitQueryOptions } from './api/get-unit';
