/** The content feature's public surface for other features (import zones: no reaching into internals). */
export { categoriesQueryOptions, citiesQueryOptions } from './api/get-places';
export { usePageMeta } from './api/get-meta';
