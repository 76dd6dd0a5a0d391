/**
 * Buttons in a server-rendered page do nothing until the app has taken the page over, and on a slow
 * phone that takes a second or more. index.html keeps the buttons tapped (or pressed with Enter or
 * Space, which click them) in that time; each is pressed again once the island around it has
 * hydrated, so the tap is late rather than lost. Links and form submits need no help: they work as
 * plain HTML. Once the hydration gates are in place, they answer taps themselves, and `keepDroppedPresses`
 * catches the presses that React itself cannot deliver yet (an island whose code is still loading).
 */
declare global {
  interface Window {
    /** Filled by the inline script of index.html until `takeEarlyTaps` stops it. */
    __earlyTaps?: HTMLElement[] | null;
  }
}

interface Waiting {
  target: HTMLElement;
  press: () => void;
}

let waiting: Waiting[] = [];
const clickIt = (target: HTMLElement): Waiting => ({ target, press: () => target.click() });

/**
 * Stops the recording and keeps what it caught. Called when hydration creates its first island gate,
 * whose listeners answer taps from then on: a tap between hydrateRoot and that moment would otherwise
 * reach neither.
 */
export function takeEarlyTaps(): void {
  waiting = (window.__earlyTaps ?? []).map(clickIt);
  window.__earlyTaps = null;
}

/** Whether a tap waits inside this markup (its island should then hydrate first). */
export const tappedInside = (element: Element): boolean =>
  waiting.some(({ target }) => element.contains(target));

/** Presses again the waiting buttons whose innermost island is `island`, now that it has hydrated. */
export function replayTaps(island: string, islandOf: (element: Element) => string): void {
  if (waiting.length === 0) return;
  const mine = waiting.filter(({ target }) => islandOf(target) === island);
  if (mine.length === 0) return;
  waiting = waiting.filter((tap) => !mine.includes(tap));
  // A task later, once the island's effects (its listeners and state) are in place.
  window.setTimeout(() => mine.forEach((tap) => tap.target.isConnected && tap.press()), 0);
}

/** Keys that act on a closed list's button without clicking it (Enter and Space click it). */
const KEYS_REPLAYED = new Set(['ArrowDown', 'ArrowUp']);
const pressable = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('button, [role="button"]') : null;

/**
 * Keeps the presses React drops. When an event lands in an island that has not hydrated, React
 * hydrates it on the spot if it can; when the island's code is still downloading it cannot, and it
 * drops the event (it stops its propagation, on the root or on any portal's container). So these
 * listeners sit on window, before React's, and decide a task later, once React has had the event:
 * it was dropped unless the island hydrated during that very event (`hydratedBy`). A dropped press
 * is replayed when its island has hydrated. So is a press whose pointerdown was dropped even if the
 * island hydrated before its click: react-aria ignores a click whose press it never saw start.
 */
export function keepDroppedPresses(
  islandOf: (element: Element) => string,
  hydrated: (island: string) => boolean,
  hydratedBy: (island: string) => Event | undefined,
): void {
  let startDropped: HTMLElement | null = null;
  const keep = (tap: Waiting, island: string) => {
    if (!hydrated(island)) waiting.push(tap);
    else window.setTimeout(tap.press, 0);
  };
  const watch = (
    type: 'pointerdown' | 'click' | 'keydown',
    decide: (target: HTMLElement, island: string, dropped: boolean, event: Event) => void,
  ) =>
    window.addEventListener(
      type,
      (event) => {
        const target = pressable(event.target);
        const island = target ? islandOf(target) : '';
        if (!target || !island) return;
        const before = hydrated(island);
        window.setTimeout(() => decide(target, island, !before && hydratedBy(island) !== event, event), 0);
      },
      { capture: true, passive: true },
    );
  watch('pointerdown', (target, _island, dropped) => {
    startDropped = dropped ? target : null;
  });
  watch('click', (target, island, dropped) => {
    const replay = dropped || startDropped === target;
    startDropped = null;
    if (replay) keep(clickIt(target), island);
  });
  watch('keydown', (target, island, dropped, event) => {
    const { key } = event as KeyboardEvent;
    if (!dropped || !KEYS_REPLAYED.has(key)) return;
    const send = (type: string) =>
      target.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true }));
    keep({ target, press: () => send('keydown') && send('keyup') }, island);
  });
}
