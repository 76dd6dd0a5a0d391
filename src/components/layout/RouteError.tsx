import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { isApiError, isOfflineFailure } from '../../lib/api-error';
import { useErrorMessage } from '../../lib/error-message';
import { isChunkLoadError, reloadAt } from '../../lib/reload';
import { ErrorScreen } from './ErrorScreen';
import { OfflineScreen } from './OfflineScreen';

/**
 * The route error boundary. A chunk that failed to load (a new deploy removed it) reloads the whole
 * page at the target route (spec: error catalogue); a page opened offline with nothing saved shows the
 * offline screen with what that page keeps (its route's `staticData.offline`); anything else shows the
 * spec's error screen with a retry.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const messageOf = useErrorMessage();
  // Offline, a chunk that could not be fetched is the connection's doing, not a deploy's: reloading
  // would only trade the page for the browser's own offline page.
  const offline = isOfflineFailure(error);
  const chunkFailed = !offline && isChunkLoadError(error);
  const status = isApiError(error) ? error.status : 500;

  useEffect(() => {
    if (chunkFailed) reloadAt(router.state.location.href);
    // Being offline and a missing row are expected: the screen says so, and a 404 is a warning as the
    // not-found screen logs it. Only a fault is a console error.
    if (offline) return;
    if (status === 404) console.warn(`Not found: ${router.state.location.pathname}`);
    else console.error(error);
  }, [error, chunkFailed, offline, status, router]);

  const retry = useCallback(() => {
    queryReset.reset();
    reset();
    void router.invalidate();
  }, [queryReset, reset, router]);

  if (offline) return <OfflineScreen onRetry={retry} />;
  return <ErrorScreen status={status} message={messageOf(error)} onRetry={retry} />;
}
