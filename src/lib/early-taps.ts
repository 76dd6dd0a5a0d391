/**
 * Buttons in a server-rendered page do nothing until the app has taken the page over, and on a slow
 * phone that takes a second or more. index.html keeps the buttons tapped (or pressed with Enter or
 * Space, which click them) in that time; each is pressed again once the island around it has
 * hydrated, so the tap is late rather than lost. Links and form submits need no help: they work as
 * plain HTML. Once the hydration gates are in place, they answer taps themselves.
 */
declare global {
  interface Window {
    /** Filled by the inline script of index.html until `takeEarlyTaps` stops it. */
    __earlyTaps?: HTMLElement[] | null;
  }
}

let waiting: HTMLElement[] = [];

/**
 * Stops the recording and keeps what it caught. Called when hydration creates its first island gate,
 * whose listeners answer taps from then on: a tap between hydrateRoot and that moment would otherwise
 * reach neither.
 */
export function takeEarlyTaps(): void {
  waiting = window.__earlyTaps ?? [];
  window.__earlyTaps = null;
}

/** Whether a tap waits inside this markup (its island should then hydrate first). */
export const tappedInside = (element: Element): boolean => waiting.some((button) => element.contains(button));

/** Presses again the waiting buttons whose innermost island is `island`, now that it has hydrated. */
export function replayTaps(island: string, islandOf: (element: Element) => string): void {
  if (waiting.length === 0) return;
  const mine = waiting.filter((button) => islandOf(button) === island);
  if (mine.length === 0) return;
  waiting = waiting.filter((button) => !mine.includes(button));
  // A task later, once the island's effects (its listeners and state) are in place.
  window.setTimeout(() => mine.forEach((button) => button.isConnected && button.click()), 0);
}
