/**
 * Presses made before an island could take them, pressed again once it has hydrated: late rather
 * than lost. Two kinds:
 * - early taps: buttons tapped before the app took the page over, kept by page-start.ts;
 * - dropped presses: once hydration runs, React hydrates an island on the spot when an event lands
 *   in it, but when the island's code is still downloading it cannot, and drops the event.
 * To measure a page without the replay of dropped presses, don't call keepDroppedPresses (gate.ts).
 */

interface Waiting {
  target: HTMLElement;
  press: () => void;
}

const clickIt = (target: HTMLElement): Waiting => ({ target, press: () => target.click() });

/** Keys that act on a closed list's button without clicking it (Enter and Space click it). */
const KEYS_REPLAYED = new Set(['ArrowDown', 'ArrowUp']);
const pressable = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('button, [role="button"]') : null;

/** What the replay asks of the islands: which island an element is in, and whether it has hydrated. */
export interface IslandsView {
  islandOf(element: Element): string;
  hydrated(island: string): boolean;
  /** The event during whose dispatch React hydrated the island on the spot, if it did. */
  hydratedBy(island: string): Event | undefined;
}

export function createTapReplay(islands: IslandsView) {
  let waiting: Waiting[] = [];
  return {
    /** Starts from the buttons tapped before the first island gate existed. */
    keepEarlyTaps(taps: HTMLElement[]): void {
      waiting.push(...taps.map(clickIt));
    },

    /** Whether a tap waits inside this markup (its island should then hydrate first). */
    tappedInside: (element: Element): boolean => waiting.some(({ target }) => element.contains(target)),

    /** Presses again the waiting buttons whose innermost island is `island`, now that it has hydrated. */
    replay(island: string): void {
      const mine = waiting.filter(({ target }) => islands.islandOf(target) === island);
      if (mine.length === 0) return;
      waiting = waiting.filter((tap) => !mine.includes(tap));
      // A task later, once the island's effects (its listeners and state) are in place.
      window.setTimeout(() => mine.forEach((tap) => tap.target.isConnected && tap.press()), 0);
    },

    /**
     * Keeps the presses React drops. It stops a dropped event's propagation (on the root or on any
     * portal's container), so these listeners sit on window, before React's, and decide a task
     * later, once React has had the event: it was dropped unless the island hydrated during that
     * very event. A dropped press is replayed when its island has hydrated. So is a press whose
     * pointerdown was dropped even if the island hydrated before its click: react-aria ignores a
     * click whose press it never saw start.
     */
    keepDroppedPresses(): void {
      let startDropped: HTMLElement | null = null;
      const keep = (tap: Waiting, island: string) => {
        if (!islands.hydrated(island)) waiting.push(tap);
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
            const island = target ? islands.islandOf(target) : '';
            if (!target || !island) return;
            const before = islands.hydrated(island);
            window.setTimeout(() => {
              const dropped = !before && islands.hydratedBy(island) !== event;
              decide(target, island, dropped, event);
            }, 0);
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
    },
  };
}

export type TapReplay = ReturnType<typeof createTapReplay>;
