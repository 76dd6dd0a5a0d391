import { useEffect, useState } from 'react';
import { refreshSession } from '../../../../lib/api-client';
import { bearerToken } from '../../../../lib/session';

const BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

/**
 * A submission's photo, which only staff may read: an <img> cannot send the Authorization header, so
 * the bytes are fetched with it and shown from an object URL (released when the photo leaves the
 * page). 'failed' when it cannot be read (gone from disk, signed out, offline).
 */
export function usePrivatePhoto(path: string): string | 'loading' | 'failed' {
  const [state, setState] = useState<string | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let url: string | null = null;
    const controller = new AbortController();
    const load = (retry: boolean): Promise<void> =>
      fetch(`${BASE_URL}${path}`, {
        headers: { Authorization: `Bearer ${bearerToken() ?? ''}` },
        cache: 'no-store',
        signal: controller.signal,
      }).then(async (res) => {
        if (res.status === 401 && retry && (await refreshSession())) return load(false);
        if (!res.ok) throw new Error(`photo ${res.status}`);
        url = URL.createObjectURL(await res.blob());
        setState(url);
      });
    load(true).catch(() => {
      if (!controller.signal.aborted) setState('failed');
    });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state;
}
