export * from './auth';
export * from './content';
export * from './recovery';
export * from './catalogue';
export * from './investment';
export * from './content-pages';
export * from './properties';
export * from './idempotency';
