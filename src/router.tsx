import type { MessageDescriptor } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundScreen, RouteError } from './components/layout/lazy-screens';
import { LayoutSlotsContext, type LayoutSlots } from './components/layout/slots';
import type { Theme } from './lib/theme';
import { optionalPart } from './lib/lazy-part';
import { connectionAllowsPreload } from './lib/preload';
import { routeTree } from './routeTree.gen';

/** The layout's feature parts (components/layout/slots.ts), each loaded only when the layout shows it. */
const slots: LayoutSlots = {
  // Optional: the footer goes without them when their code cannot be fetched (lib/lazy-part.ts).
  FooterExtras: optionalPart(() =>
    import('./features/content/components/FooterExtras').then((m) => ({ default: m.FooterExtras })),
  ),
};

/** `history` is the server's memory history when it renders a page; the browser's otherwise. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    // Spec, API calls: routes preload on intent, but not on very slow connections or with save-data.
    defaultPreload: connectionAllowsPreload() ? 'intent' : false,
    // React Query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: () => <NotFoundScreen inLayout />,
    scrollRestoration: true,
    Wrap: ({ children }) => <LayoutSlotsContext value={slots}>{children}</LayoutSlotsContext>,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface HistoryState {
    /** The reset step's single-use token, carried in history state so it never appears in a URL. */
    passwordToken?: string;
  }
  interface StaticDataRouteOption {
    /** A page may force a theme whatever the visitor's preference (spec: product). */
    theme?: Theme;
    /**
     * What the page keeps on this device for offline use, said on its offline screen when it is opened
     * offline with nothing saved (components/layout/OfflineScreen.tsx).
     */
    offline?: MessageDescriptor;
  }
}
