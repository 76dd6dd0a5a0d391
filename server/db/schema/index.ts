export * from './auth';
export * from './content';
export * from './recovery';
export * from './catalogue';
export * from './investment';
export * from './reservations';
export * from './checkout';
export * from './reviews';
