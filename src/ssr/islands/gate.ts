/**
 * Gates for the islands of a server-rendered page (Island.tsx), made by hydrate.ts and handed to the
 * islands through IslandGatesContext. React hydrates every boundary that is ready in one render and
 * one commit, so ready islands would still make one long task together; their gates open one at a
 * time instead, each after the previous island has hydrated, so each island is a task of its own.
 * `near` islands join the queue only when their markup comes near the viewport, and `reached`
 * islands never do: only the visitor opens them.
 *
 * A gate is a thenable in the shape React's `use` reads, marked fulfilled the moment it opens. A
 * visitor reaching into an island (pointer, touch, keyboard focus) opens its gate at once from a
 * capture listener on window, which runs before React's own listeners: React then hydrates that
 * island on the spot and the tap lands on it as if it had always been interactive. When it cannot
 * (the island's code is still downloading), React drops the event, and the press is replayed once the
 * island has hydrated (early-taps.ts).
 */
import { ISLAND_ATTRIBUTE, type HydrateWhen, type IslandGates } from './Island';
import { createTapReplay } from './early-taps';

type Gate = Promise<void> & { status: 'pending' | 'fulfilled'; value?: undefined };

/** Hydrate a little before the markup scrolls in, so it is ready when it arrives. */
const NEAR_VIEWPORT = '200px 0px';
// `click` alone is what a screen reader's activation sends.
const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;
/** The queue moves on after this even if an island never reports (its content is still loading). */
export const ISLAND_TIMEOUT_MS = 200;

const islandOf = (element: Element | null) => element?.closest(`[${ISLAND_ATTRIBUTE}]`) ?? null;
const idOf = (element: Element | null) => element?.getAttribute(ISLAND_ATTRIBUTE) ?? '';

export interface PageGates extends IslandGates {
  /** Starts replaying the presses React drops (early-taps.ts); called once hydration has begun. */
  watchDroppedPresses(): void;
}

/** `earlyTaps`: the buttons tapped before the first gate (page-start.ts), asked for at that moment. */
export function createIslandGates(earlyTaps: () => HTMLElement[]): PageGates {
  const gates = new Map<string, Gate>();
  /**
   * Islands that have hydrated, or rendered in the browser (their commit ran), with the event during
   * whose dispatch that happened: set when React hydrated the island on the spot for it.
   */
  const committed = new Map<string, Event | undefined>();
  const openers = new Map<string, () => void>();
  const queue: string[] = [];
  let current: { id: string; timer: number } | undefined;
  let observer: IntersectionObserver | undefined;
  /** The last interaction seen by the capture listener; still being dispatched while its phase is not NONE. */
  let lastInteraction: Event | undefined;
  const replay = createTapReplay({
    islandOf: (element) => idOf(islandOf(element)),
    hydrated: (id) => committed.has(id),
    hydratedBy: (id) => committed.get(id),
  });

  function pump(): void {
    while (!current && queue.length) {
      const id = queue.shift()!;
      if (!openers.has(id)) continue;
      current = { id, timer: window.setTimeout(() => moveOn(id), ISLAND_TIMEOUT_MS) };
      openers.get(id)?.();
    }
  }

  function moveOn(id: string): void {
    if (current?.id !== id) return;
    window.clearTimeout(current.timer);
    current = undefined;
    // A task later, so the island's own effects and the browser's paint come first.
    window.setTimeout(pump, 0);
  }

  function enqueue(id: string): void {
    if (!queue.includes(id)) queue.push(id);
    pump();
  }

  function openAround(event: Event): void {
    lastInteraction = event;
    // Opening an island opens the ones around it too: an inner island cannot hydrate before its parent.
    let element = islandOf(event.target instanceof Element ? event.target : null);
    while (element) {
      openers.get(idOf(element))?.();
      element = islandOf(element.parentElement);
    }
  }

  function watchViewport(element: Element): () => void {
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) enqueue(idOf(islandOf(entry.target)));
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    // The island's wrapper is `display: contents` (no box of its own), so its children are observed.
    const targets = [...element.children];
    for (const target of targets) observer.observe(target);
    return () => targets.forEach((target) => observer?.unobserve(target));
  }

  return {
    /**
     * The gate of the island whose server markup carries this id, or undefined when there is no
     * such markup (the island was rendered in the browser) or its gate is open. React renders a
     * waiting island again only when it must hydrate it now: a parent passes it new props (an update
     * cannot land on markup that has not hydrated) or an event reaches it. So a second call opens the
     * gate rather than keep an update waiting for the visitor to scroll.
     */
    hydrationGate(id: string, when: HydrateWhen): Promise<void> | undefined {
      if (gates.has(id)) {
        openers.get(id)?.();
        return undefined;
      }
      const element = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].find((el) => idOf(el) === id);
      if (!element) return undefined;
      if (gates.size === 0) {
        // From the first gate on, taps are answered here; the ones made before are replayed.
        replay.keepEarlyTaps(earlyTaps());
        for (const type of INTERACTIONS)
          window.addEventListener(type, openAround, { capture: true, passive: true });
      }
      let resolve!: () => void;
      const gate = new Promise<void>((done) => (resolve = done)) as Gate;
      gate.status = 'pending';
      gates.set(id, gate);
      const unwatch = when === 'near' ? watchViewport(element) : () => {};
      openers.set(id, () => {
        openers.delete(id);
        unwatch();
        gate.status = 'fulfilled';
        gate.value = undefined;
        resolve();
      });
      // Tapped before the page was taken over: hydrate it now, and the tap follows.
      if (replay.tappedInside(element)) openers.get(id)?.();
      else if (when === 'in-turn') enqueue(id);
      return gate;
    },

    islandCommitted(id: string): void {
      // React hydrates an island on the spot inside the dispatch of the event that reached it: the
      // event our capture listener saw last, while the browser is still dispatching it.
      const during =
        lastInteraction && lastInteraction.eventPhase !== Event.NONE ? lastInteraction : undefined;
      committed.set(id, during);
    },

    islandHydrated(id: string): void {
      replay.replay(id);
      moveOn(id);
    },

    watchDroppedPresses: () => replay.keepDroppedPresses(),
  };
}
