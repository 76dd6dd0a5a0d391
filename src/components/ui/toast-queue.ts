import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { flushSync } from 'react-dom';

export interface ToastValue {
  title: string;
  description?: string;
  tone: 'success' | 'error' | 'info';
  action?: { label: string; onAction: () => void };
}

/** §4, §9: toasts hide after 5000 ms; react-aria pauses the timer while the region is hovered or focused. */
export const TOAST_TIMEOUT_MS = 5000;

export const toastQueue = new ToastQueue<ToastValue>({
  maxVisibleToasts: 3,
  // View transitions animate toasts in and out where the browser supports them (§9: animation on).
  wrapUpdate(fn) {
    const doc = document as Document & { startViewTransition?: (cb: () => void) => unknown };
    if (doc.startViewTransition) doc.startViewTransition(() => flushSync(fn));
    else fn();
  },
});

/** Toasts are for the results of actions only (CONVENTIONS §5). */
export const toast = {
  success: (title: string, description?: string) =>
    toastQueue.add({ title, description, tone: 'success' }, { timeout: TOAST_TIMEOUT_MS }),
  error: (title: string, description?: string) =>
    toastQueue.add({ title, description, tone: 'error' }, { timeout: TOAST_TIMEOUT_MS }),
  /** A toast with an action stays until the visitor acts on it or closes it. */
  action: (value: Omit<ToastValue, 'tone'>) => toastQueue.add({ ...value, tone: 'info' }),
};
