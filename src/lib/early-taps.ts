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
 * drops the event. These listeners sit on the root after React's own, so they see each event once
 * React has tried: a press whose island is still not hydrated is kept and replayed when it is.
 * A press whose pointerdown was dropped is kept too, even if the island hydrated before its click:
 * react-aria ignores a click whose press it never saw start.
 */
export function keepDroppedPresses(
  root: HTMLElement,
  islandOf: (element: Element) => string,
  hydrated: (island: string) => boolean,
): void {
  let startDropped: HTMLElement | null = null;
  const keep = (tap: Waiting, island: string) => {
    if (!hydrated(island)) waiting.push(tap);
    else window.setTimeout(tap.press, 0);
  };
  const dropped = (event: Event): [HTMLElement, string] | null => {
    const target = pressable(event.target);
    const island = target ? islandOf(target) : '';
    return target && island ? [target, island] : null;
  };
  const options = { capture: true, passive: true };
  root.addEventListener(
    'pointerdown',
    (event) => {
      const press = dropped(event);
      startDropped = press && !hydrated(press[1]) ? press[0] : null;
    },
    options,
  );
  root.addEventListener(
    'click',
    (event) => {
      const press = dropped(event);
      const wasDropped = press !== null && (!hydrated(press[1]) || startDropped === press[0]);
      startDropped = null;
      if (press && wasDropped) keep(clickIt(press[0]), press[1]);
    },
    options,
  );
  root.addEventListener(
    'keydown',
    (event) => {
      const press = dropped(event);
      if (!press || hydrated(press[1]) || !KEYS_REPLAYED.has(event.key)) return;
      const [target, island] = press;
      const key = (type: string) =>
        new KeyboardEvent(type, { key: event.key, bubbles: true, cancelable: true });
      keep(
        { target, press: () => target.dispatchEvent(key('keydown')) && target.dispatchEvent(key('keyup')) },
        island,
      );
    },
    options,
  );
}
