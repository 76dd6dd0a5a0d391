declare const self: ServiceWorkerGlobalScope;

/** The message workbox-window's `messageSkipWaiting()` posts when the visitor accepts the update. */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

/**
 * A new worker waits until the app's "new version" prompt is accepted: skipping on install would swap
 * the precache under a page still running the old code, whose lazy chunks would then be missing.
 */
export function registerUpdateFlow(): void {
  self.addEventListener('message', (event) => {
    if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
  });

  // Once active (after the prompt, or on a first install), take control of open tabs at once so they
  // are served by this worker without a second reload.
  self.addEventListener('activate', (event) => {
    event.waitUntil(self.clients.claim());
  });
}
