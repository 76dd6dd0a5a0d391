/** The content feature's public surface for other features (import zones: no reaching into internals). */
export { categoriesQueryOptions, citiesQueryOptions } from './api/get-places';
export { usePageMeta } from './api/get-meta';
/** The guest page components the console's preview renders with a draft (the real ones, fed as props). */
export { FaqItem } from './components/pages/FaqPage';
export { InformativePageBody } from './components/pages/InformativePage';
/** So a console edit can mark the guest side's copies of content stale in the same browser. */
export { contentKeys } from './api/keys';
