import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { TRIP_PHOTOS_CACHE } from '../../../../contract/offline';
import type { PhotoSource } from '../../../components/gallery/PhotoImage';
import { refreshSession } from '../../../lib/api-client';
import { bearerToken } from '../../../lib/session';
import { messagesKeys } from './keys';

const BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

/**
 * A message photo's bytes. Photos are private to the thread, so they are read with the Authorization
 * header like any API call (an <img src> cannot send it). A copy goes into the trip cache, which
 * sign-out deletes (lib/query-persist.ts), so the stay's thread shows its photos with no signal too.
 */
export async function loadMessagePhoto(url: string): Promise<Blob> {
  const address = `${BASE_URL}${url}`;
  const cache = typeof caches === 'undefined' ? null : await caches.open(TRIP_PHOTOS_CACHE).catch(() => null);
  const get = (token: string | null) =>
    fetch(address, { headers: token ? { Authorization: `Bearer ${token}` } : {}, cache: 'no-store' });
  try {
    let res = await get(bearerToken());
    if (res.status === 401 && (await refreshSession())) res = await get(bearerToken());
    if (!res.ok) throw new Error(`photo ${res.status}`);
    void cache?.put(address, res.clone()).catch(() => undefined);
    return await res.blob();
  } catch (error) {
    const kept = await cache?.match(address);
    if (kept) return kept.blob();
    throw error;
  }
}

/** A message photo as the page shows it: an object URL while it is on the page, released after. */
export function useMessagePhoto(url: string): PhotoSource {
  // The bytes, not an object URL, are what the query keeps: it is never persisted (a Blob is not JSON).
  const { data, isError } = useQuery({
    queryKey: messagesKeys.photo(url),
    queryFn: () => loadMessagePhoto(url),
    staleTime: Infinity,
    meta: { persist: false },
  });
  const src = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);
  return isError ? 'failed' : (src ?? 'loading');
}
