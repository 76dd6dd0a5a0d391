import { Suspense, use, useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';
import type * as Gates from '../../lib/hydration-gate';

export const ISLAND_ATTRIBUTE = 'data-island';

let gates: typeof Gates | undefined;
/** main.tsx hands over the gates when it hydrates server markup: only those pages load their code. */
export function setIslandGates(module: typeof Gates): void {
  gates = module;
}

/**
 * A part of a server-rendered page that hydrates on its own. Hydrating a whole page is one long
 * commit, followed by react-aria re-rendering all its components at once (its "is this the server?"
 * store flips): a third of a second on a phone, with a tap waiting behind it. Islands hydrate one at
 * a time, in page order, each in short tasks of its own (src/lib/hydration-gate.ts), and a tap inside
 * one hydrates that one first.
 *
 * `lazy` islands (below the fold: more cards, lower sections) wait until they come near
 * the viewport or the visitor reaches into them: until then their server markup is shown as it is,
 * links work as plain links, and no script runs for them.
 * Islands never show a fallback: nothing in them suspends once the page is hydrated, and a page the
 * browser renders itself renders them at once.
 */
export function Island({ children, lazy = false }: { children: ReactNode; lazy?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Gated lazy={lazy}>{children}</Gated>
    </Suspense>
  );
}

const noSubscription = () => () => {};

function Gated({ children, lazy }: { children: ReactNode; lazy: boolean }) {
  const id = useId();
  // True only while React hydrates server markup: it reads the server snapshot then.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const gate = hydrating ? gates?.hydrationGate(id, lazy) : undefined;
  if (gate) use(gate);
  useEffect(() => gates?.islandHydrated(id), [id]);
  return (
    <div className="island" {...{ [ISLAND_ATTRIBUTE]: id }}>
      {children}
    </div>
  );
}
