import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { flushSync } from 'react-dom';
import { signalToast } from './toast-signal';

export interface ToastValue {
  title: string;
  description?: string;
  tone: 'success' | 'error' | 'info';
  action?: { label: string; onAction: () => void };
}

/** Spec, states and transitions, business constants: toasts hide after 5000 ms; react-aria pauses the timer while the region is hovered or focused. */
export const TOAST_TIMEOUT_MS = 5000;

export const toastQueue = new ToastQueue<ToastValue>({
  maxVisibleToasts: 3,
  // View transitions animate toasts in and out where the browser supports them (spec, business constants: animation on).
  wrapUpdate(fn) {
    const doc = document as Document & { startViewTransition?: (cb: () => void) => unknown };
    if (doc.startViewTransition) doc.startViewTransition(() => flushSync(fn));
    else fn();
  },
});

/** Toasts are for the results of actions only (CONVENTIONS: errors flow one way). */
function show(value: ToastValue, timeout?: number): string {
  const key = toastQueue.add(value, timeout ? { timeout } : undefined);
  signalToast();
  return key;
}

export const toast = {
  success: (title: string, description?: string) =>
    show({ title, description, tone: 'success' }, TOAST_TIMEOUT_MS),
  error: (title: string, description?: string) =>
    show({ title, description, tone: 'error' }, TOAST_TIMEOUT_MS),
  /** A toast with an action stays until the visitor acts on it or closes it. */
  action: (value: Omit<ToastValue, 'tone'>) => show({ ...value, tone: 'info' }),
};
