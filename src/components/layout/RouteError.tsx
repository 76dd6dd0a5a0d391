import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '../../lib/api-error';
import { useErrorMessage } from '../../lib/error-message';
import { isChunkLoadError, reloadAt } from '../../lib/reload';
import { ErrorScreen } from './ErrorScreen';

/**
 * The route error boundary. A chunk that failed to load (a new deploy removed it) reloads the whole
 * page at the target route (spec: error catalogue); anything else shows the spec's error screen with a retry.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const messageOf = useErrorMessage();
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    console.error(error);
    if (chunkFailed) reloadAt(router.state.location.href);
  }, [error, chunkFailed, router]);

  const status = isApiError(error) ? error.status : 500;
  return (
    <ErrorScreen
      status={status}
      message={messageOf(error)}
      onRetry={() => {
        queryReset.reset();
        reset();
        void router.invalidate();
      }}
    />
  );
}
