import { hydrate, type QueryClient } from '@tanstack/react-query';
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { setIslandGates } from '../components/layout/Island';
import type { createAppRouter } from '../router';
import * as gates from './hydration-gate';
import { nextTask } from './next-task';

declare global {
  interface Window {
    /** Settles once the code loader (server/plugins/code-loader.ts) has added its last preload. */
    __codePreloads?: Promise<void>;
  }
}

interface ServerPage {
  container: HTMLElement;
  app: ReactNode;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  /** The JSON in #ssr-state. */
  state: string;
}

/**
 * Takes over a page the server rendered (server/plugins/page-render.ts). Its own chunk: pages the
 * browser renders itself never load it.
 */
export async function hydrateServerPage({ container, app, queryClient, router, state }: ServerPage) {
  // Start from the data the page was rendered from, so hydration renders exactly the server's markup.
  hydrate(queryClient, JSON.parse(state));
  setIslandGates(gates);
  // Restoring the data and loading the route are ~5 ms each here (four times that on a phone): a task
  // apiece, so a tap between them is answered.
  await nextTask();
  // The page's code loader adds its module preloads a pair per task. Loading the route before it is
  // done would have Vite's preload helper add every one still missing in a single task: on the home,
  // 29 requests and 9–13 ms of CPU under Lighthouse here. Waiting costs only the loader's last pairs.
  await window.__codePreloads;
  // Marks the router as hydrating server markup: it then renders the same boundaries as on the server
  // and does not load the route again on mount (it is loaded here, from the data just restored).
  router.ssr = { manifest: undefined };
  await router.load();
  // As a transition, hydration yields to the browser every few milliseconds; the islands
  // (src/components/layout/Island.tsx) then hydrate one at a time.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Hydration fell back to client rendering:', error),
    });
  });
  gates.watchDroppedPresses();
}
