/** The content feature's public surface for other features (import zones: no reaching into internals). */
export { categoriesQueryOptions, citiesQueryOptions } from './api/get-places';
export { usePageMeta } from './api/get-meta';
/**
 * The guest page components the console's preview renders with a draft (the real ones, fed as props).
 * Loaded on demand: a static re-export here would tie the FAQ and informative pages' code to every
 * importer of this index (the search bar on home), since one chunk serves them all.
 */
export const loadPagePreviews = () => import('./components/pages/previews');
/** So a console edit can mark the guest side's copies of content stale in the same browser. */
export { contentKeys } from './api/keys';
