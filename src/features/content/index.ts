/** The content feature's public surface for other features (CONVENTIONS §9). */
export { categoriesQueryOptions, citiesQueryOptions } from './api/get-places';
