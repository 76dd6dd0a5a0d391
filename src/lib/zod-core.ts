/**
 * A foothold in zod for schemas.ts: importing this evaluates the zod code the contract uses (its own
 * chunk, shared with the contract modules) and nothing of the contract itself. A dynamic
 * `import('zod/mini')` would not do: a namespace import keeps all of zod, locales included.
 */
export { string } from 'zod/mini';
