import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forgetSavedPhotos } from '../../../lib/offline-photos';
import { clearOutbox } from '../../../lib/outbox';
import { clearPersistedQueries } from '../../../lib/query-persist';
import { clearSession } from '../../../lib/session';
import { authSchemas, schemaOf } from '../../../lib/schemas';

/**
 * Signs out: the server revokes the session (or all of them), then this browser forgets everything
 * personal — the session cookies, the in-memory and IndexedDB query caches, the offline outbox of
 * unsent writes and the saved units' photos in Cache Storage (nothing personal outlives the session on a shared device). The local
 * part runs even when the server cannot be reached, so sign-out always works.
 */
export async function logout(queryClient: QueryClient, everywhere = false): Promise<void> {
  try {
    await api('/api/v1/logout', {
      method: 'POST',
      body: { everywhere },
      schema: schemaOf(authSchemas, 'LogoutResponse'),
    });
  } finally {
    clearSession();
    queryClient.clear();
    await Promise.all([
      clearPersistedQueries().catch(() => undefined),
      clearOutbox().catch(() => undefined),
      forgetSavedPhotos().catch(() => undefined),
    ]);
  }
}
