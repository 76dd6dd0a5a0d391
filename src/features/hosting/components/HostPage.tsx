import { CatchBoundary, useRouterState, type ErrorRouteComponent } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';

/**
 * A host page's loading and error screens, inside the page's own chunk. The routes under /hosting
 * name only their component: the guest's entry carries every route's definition, so a host page's
 * pending and error screens as route options would add their imports to every guest's first load
 * (tests/unit/size-budget.test.ts). A new address starts the page afresh after an error.
 */
export function HostPage({
  loading,
  error,
  children,
}: {
  loading?: ReactNode;
  error: ErrorRouteComponent;
  children: ReactNode;
}) {
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <CatchBoundary getResetKey={() => href} errorComponent={error}>
      <Suspense fallback={loading ?? null}>{children}</Suspense>
    </CatchBoundary>
  );
}
