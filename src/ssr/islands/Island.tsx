import {
  createContext,
  Suspense,
  use,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** The attribute that names an island's wrapper in the server's markup (its React useId). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** When an island hydrates: see Island below. */
export type HydrateWhen = 'in-turn' | 'near' | 'reached';

/**
 * What an island asks of the page's hydration: gate.ts implements it (and imports this module, never
 * the other way round). Only a page the browser hydrates provides it (hydrate.ts); a server render and
 * a page the browser renders itself provide null, so the gates' code never loads there.
 */
export interface IslandGates {
  /** The promise the island waits on before hydrating, or undefined to hydrate now. */
  hydrationGate(id: string, when: HydrateWhen): Promise<void> | undefined;
  /** In the commit that hydrates the island, before its effects. */
  islandCommitted(id: string): void;
  /** Once the island has hydrated (its effects ran): the next one may go. */
  islandHydrated(id: string): void;
}

export const IslandGatesContext = createContext<IslandGates | null>(null);

/**
 * A part of a server-rendered page that hydrates on its own. Hydrating a whole page is one long
 * commit, followed by react-aria re-rendering all its components at once (its "is this the server?"
 * store flips): a long task on a phone, with a tap waiting behind it. Islands hydrate one at a time,
 * in page order, each in short tasks of its own (gate.ts, given by hydrate.ts through
 * IslandGatesContext), and a tap inside one hydrates that one first.
 *
 * When an island hydrates (`hydrate`):
 * - `in-turn` (the default): at start, in its turn;
 * - `near`: below the fold (more cards, lower sections), once it comes near the viewport or the
 *   visitor reaches into it;
 * - `reached`: only once the visitor reaches into it (pointer, touch, focus). For a form control
 *   whose hydration alone is a long task on a phone (a Select builds its collection, a NumberField
 *   its number parser) and that most visitors never touch: hydrating on the first press costs that
 *   press a few milliseconds instead of costing every visitor a blocked main thread at start.
 * Until then an island's server markup is shown as it is, links work as plain links, and no script
 * runs for it.
 * An island may hold a lazy component, whose code then loads only when its gate opens: a `reached`
 * island's code is not even downloaded until the visitor reaches it, and a press made while it
 * downloads is replayed once it has hydrated (early-taps.ts). Hydration never shows the
 * `fallback`; only a page the browser renders itself does, while such code loads.
 */
export function Island({
  children,
  hydrate = 'in-turn',
  fallback = null,
}: {
  children: ReactNode;
  hydrate?: HydrateWhen;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Gated hydrate={hydrate}>{children}</Gated>
    </Suspense>
  );
}

const noSubscription = () => () => {};

function Gated({ children, hydrate }: { children: ReactNode; hydrate: HydrateWhen }) {
  const id = useId();
  const gates = useContext(IslandGatesContext);
  // True only while React hydrates server markup: it reads the server snapshot then.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const gate = hydrating ? gates?.hydrationGate(id, hydrate) : undefined;
  if (gate) use(gate);
  // In the commit itself, so an event that made React hydrate this island on the spot finds it done.
  useLayoutEffect(() => gates?.islandCommitted(id), [gates, id]);
  useEffect(() => gates?.islandHydrated(id), [gates, id]);
  return (
    <div className="island" {...{ [ISLAND_ATTRIBUTE]: id }}>
      {children}
    </div>
  );
}
