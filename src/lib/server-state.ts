import { hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * Restores the data a server-rendered page was rendered from (the JSON in #ssr-state), so hydration
 * renders exactly the server's markup. Its own chunk: pages the browser renders itself never load it.
 */
export function restoreServerState(queryClient: QueryClient, json: string): void {
  hydrate(queryClient, JSON.parse(json));
}
