/** The console's content and settings: pages and FAQ, promo codes, site settings and rates. */
export * from './backoffice-pages';
export * from './backoffice-promos';
export * from './backoffice-settings';
