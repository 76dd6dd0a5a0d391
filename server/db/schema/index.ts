export * from './auth';
export * from './content';
export * from './recovery';
export * from './catalogue';
export * from './investment';
export * from './favorites';
export * from './notifications';
export * from './idempotency';
