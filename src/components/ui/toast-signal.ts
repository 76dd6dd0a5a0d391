/**
 * Tells the root that a toast exists, without the root importing the toast queue (and react-stately):
 * the shell's first render stays smaller, and the queue loads with whatever raises the first toast.
 */
let raised = false;
let listener: (() => void) | null = null;

export function signalToast(): void {
  raised = true;
  listener?.();
}

export function onFirstToast(callback: () => void): () => void {
  if (raised) callback();
  listener = callback;
  return () => {
    listener = null;
  };
}
