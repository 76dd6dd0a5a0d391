import { hydrate, type QueryClient } from '@tanstack/react-query';
import { createElement, startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { createAppRouter } from '../router';
import { nextTask } from '../lib/next-task';
import { IslandGatesContext } from './islands/Island';
import { createIslandGates } from './islands/gate';

interface ServerPage {
  container: HTMLElement;
  app: ReactNode;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  /** The JSON in #ssr-state. */
  state: string;
}

/**
 * Takes over a page the server rendered (server/plugins/pages/). Its own chunk: pages the browser
 * renders itself never load it. Step 5 of src/ssr/README.md.
 */
export async function hydrateServerPage({ container, app, queryClient, router, state }: ServerPage) {
  // Start from the data the page was rendered from, so hydration renders exactly the server's markup.
  hydrate(queryClient, JSON.parse(state));
  // Already loaded: the page named it in <head> (server/plugins/pages/shell.ts). Imported, not
  // bundled in, so this is that same module (one URL), holding the early taps and the preloads.
  const { codePreloaded, takeEarlyTaps } = await import('./page-start');
  const gates = createIslandGates(takeEarlyTaps);
  // Restoring the data and loading the route each take a few milliseconds (more on a phone): a task
  // apiece, so a tap between them is answered.
  await nextTask();
  // The page's code loader (page-start.ts) adds its module preloads a pair per task. Loading the route
  // before it is done would have Vite's preload helper add every one still missing in a single task.
  await codePreloaded;
  // Marks the router as hydrating server markup: it then renders the same boundaries as on the server
  // and does not load the route again on mount (it is loaded here, from the data just restored). A
  // public field, but meant for TanStack Start's hydration; no other API does this (src/ssr/README.md).
  router.ssr = { manifest: undefined };
  await router.load();
  // As a transition, hydration yields to the browser every few milliseconds; the islands
  // (islands/Island.tsx) then hydrate one at a time, through the gates given here.
  startTransition(() => {
    hydrateRoot(container, createElement(IslandGatesContext, { value: gates }, app), {
      onRecoverableError: (error) => console.error('Hydration fell back to client rendering:', error),
    });
  });
  gates.watchDroppedPresses();
}
