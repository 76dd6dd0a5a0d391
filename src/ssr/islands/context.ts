import { createContext } from 'react';

/** The attribute that names an island's wrapper in the server's markup (its React useId). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** When an island hydrates: see Island.tsx. */
export type HydrateWhen = 'in-turn' | 'near' | 'reached';

/**
 * What an island asks of the page's hydration (gate.ts). Only a page the browser hydrates provides
 * it (hydrate.ts); a server render and a page the browser renders itself provide null, so the gates'
 * code never loads there.
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
