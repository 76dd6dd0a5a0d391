/**
 * "The console's queues moved": the notifications stream hears it (a staff member's stream gets a
 * `queues` event when a submission comes in or someone decides one) and the console, a feature of
 * its own, refetches its counts and the list it shows. A window event keeps the two features apart.
 */
const EVENT = 'sakan:queues-changed';

export function signalQueuesChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` on each signal; returns the unsubscribe. */
export function onQueuesChanged(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
