import { nextTask } from './next-task';
import { isServer } from '#page-environment';

/**
 * The contract's schemas, loaded when an answer first needs checking instead of with the page's code.
 * Building zod schemas is one of the longest pieces of start-up work on a phone, and a
 * server-rendered page needs none of it until its first fetch. Each contract module is evaluated in a task of its own, after the ones it imports, so the
 * work never makes one long task that would hold up a tap.
 */
const betweenModules = (): Promise<void> => (isServer ? Promise.resolve() : nextTask());

/** One load, shared; a failed one (offline before the worker cached the chunk) is tried again next time. */
const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
};

/** `load` once every module in `after` is evaluated, one task later. */
export const after = <T>(deps: (() => Promise<unknown>)[], load: () => Promise<T>) =>
  once(async () => {
    for (const dep of deps) await dep();
    await betweenModules();
    return load();
  });

const zod = once(() => import('./zod-core'));
export const commonSchemas = after([zod], () => import('../../contract/common'));
export const authSchemas = after([commonSchemas], () => import('../../contract/auth'));
export const accountSchemas = after([authSchemas], () => import('../../contract/account'));
export const contentSchemas = after([commonSchemas], () => import('../../contract/content'));
export const contentPagesSchemas = after([commonSchemas], () => import('../../contract/content-pages'));
export const contentFormsSchemas = after([authSchemas], () => import('../../contract/content-forms'));
export const propertiesSchemas = after([contentFormsSchemas], () => import('../../contract/properties'));
const availabilitySchemas = after([commonSchemas], () => import('../../contract/units-availability'));
export const unitsSchemas = after([availabilitySchemas], () => import('../../contract/units'));
export const reviewsSchemas = after([commonSchemas], () => import('../../contract/reviews'));
export const investmentSchemas = after(
  [authSchemas, unitsSchemas],
  () => import('../../contract/investment'),
);
export const favoritesSchemas = after([unitsSchemas], () => import('../../contract/favorites'));
export const notificationsSchemas = after([commonSchemas], () => import('../../contract/notifications'));
/** Guest–host messages and the stay kit: loaded with a messages page, the trip page or "Ask the host". */
export const messagesSchemas = after([commonSchemas], () => import('../../contract/messages'));

export const reservationsSchemas = after([commonSchemas], () => import('../../contract/reservations'));
export const checkoutSchemas = after(
  [authSchemas, reservationsSchemas, availabilitySchemas],
  () => import('../../contract/checkout'),
);
/** The guest's trips (account/reservations), built on the reservation shape. */
export const tripsSchemas = after([reservationsSchemas], () => import('../../contract/reservations-account'));
export const loyaltySchemas = after([commonSchemas], () => import('../../contract/loyalty'));
/** The host's pages (units, stays, earnings): loaded only when a hosting page first fetches. */
export const hostingSchemas = after([reservationsSchemas], () => import('../../contract/hosting'));

/** A schema for api(): `schemaOf(unitsSchemas, 'UnitResponse')` loads its module on first use. */
export const schemaOf =
  <M, K extends keyof M>(load: () => Promise<M>, key: K): (() => Promise<M[K]>) =>
  () =>
    load().then((module) => module[key]);
