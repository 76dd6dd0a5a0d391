import type * as z from 'zod/mini';
import type { AnyEnvelope } from '../../contract/common';
import { ApiError, isFailure, normalizeError } from './api-error';
import { currentCurrency } from './currency';
import { deviceType } from './device';
import { currentLocale } from './i18n';
import { isServer, pageFetch } from '#page-environment';
import { authSchemas, commonSchemas } from './schemas';
import { bearerToken, clearSession, readSession, saveAccessToken } from './session';

/** Empty means same origin: the server serves the app and the API on one port. */
const BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

export interface RequestOptions<S extends z.ZodMiniType> {
  /** The answer's schema, or how to load it (see schemas.ts): the usual form, so zod loads on first use. */
  schema: S | (() => Promise<S>);
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON, or FormData for uploads (sent as multipart/form-data, its boundary set by the browser). */
  body?: unknown;
  /** Extra headers, e.g. `Idempotency-Key` on a retryable write. */
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: RequestOptions<z.ZodMiniType>['query']): string {
  const url = `${BASE_URL}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function headersFor(token: string | null, hasBody: boolean): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    'Device-Type': isServer ? 'website' : deviceType(navigator.userAgent),
    currency: currentCurrency(),
  });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (token && untouched) headers.set('Idle-Seconds', String(untouched()));
  return headers;
}

let untouched: (() => number) | null = null;

/**
 * From the console on (features/backoffice), every call says how long the page sat untouched
 * (`Idle-Seconds`), so a staff sign-in left open ends after 30 idle minutes although the page keeps
 * polling (server/plugins/auth.ts). Guest pages never load the tracker.
 */
export function reportUntouched(seconds: () => number): void {
  untouched = seconds;
}

/** The same for a request made outside api() (the notifications stream). */
export const untouchedHeader = (): Record<string, string> =>
  untouched ? { 'Idle-Seconds': String(untouched()) } : {};

let refreshing: Promise<boolean> | null = null;

/**
 * Spec, states and transitions: one refresh for any number of concurrent 401s. The HttpOnly refresh cookie rides along with
 * `credentials: 'include'`; the page never sees it. A refused refresh, or one with no access token,
 * clears the session; one that got no answer keeps it.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await fetch(`${BASE_URL}/auth/refresh`, {
        method: 'POST',
        credentials: 'include',
        cache: 'no-store',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: '{}',
      });
      const { RefreshResponse } = await authSchemas();
      const parsed = res.ok ? RefreshResponse.safeParse(await res.json().catch(() => null)) : null;
      if (!parsed?.success) {
        clearSession();
        return false;
      }
      saveAccessToken(parsed.data.accessToken);
      return true;
    } catch {
      // No answer (the page navigated away mid-refresh, or the signal dropped) proves nothing about
      // the session: it is kept, and the next 401 tries again. Clearing it here signed people out.
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

async function send(
  url: string,
  options: Omit<RequestOptions<z.ZodMiniType>, 'schema'>,
  token: string | null,
): Promise<Response> {
  const hasBody = options.body !== undefined;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers = headersFor(token, hasBody && !isForm);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  try {
    return await pageFetch(url, {
      method: options.method ?? 'GET',
      credentials: 'include',
      cache: 'no-store',
      headers,
      body: isForm ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(normalizeError(error));
  }
}

/** Sends with the caller's token; a 401 refreshes once and retries once (a failed refresh answers the 401). */
async function sendAuthed(
  url: string,
  options: Omit<RequestOptions<z.ZodMiniType>, 'schema'>,
  token: string | null,
): Promise<Response> {
  const res = await send(url, options, token);
  if (res.status !== 401 || !token) return res;
  // A token that changed while this request was in flight was already refreshed by someone else.
  const current = bearerToken();
  const renewed = current !== token ? current !== null : await refreshSession();
  return renewed ? send(url, options, bearerToken(readSession())) : res;
}

/**
 * The one client every call goes through: base URL, credentials, no caching, the spec's headers, the spec's
 * failure rule and the spec's normalisation. A 401 refreshes once and retries once.
 */
export async function api<S extends z.ZodMiniType>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.infer<S>> {
  const url = buildUrl(path, options.query);
  const token = bearerToken();
  // The schema loads while the request is in flight, so it costs no extra round trip.
  const schema = typeof options.schema === 'function' ? options.schema() : Promise.resolve(options.schema);
  schema.catch(() => undefined);
  const res = await sendAuthed(url, options, token);
  const envelope = await envelopeOf(res);
  if (!res.ok || isFailure(envelope)) throw new ApiError(envelope);
  // A schema that cannot load (its chunk unreachable) fails like the network, not as a crash.
  const check = await schema.catch((error: unknown) => {
    throw new ApiError(normalizeError(error));
  });
  const parsed = check.safeParse(envelope);
  if (!parsed.success)
    throw new ApiError(normalizeError(new Error('Unexpected response from the server'), 502));
  return parsed.data;
}

/**
 * A file the API makes for the signed-in caller (a CSV statement): a link cannot carry the bearer
 * token, so the page fetches it here and saves the Blob. Failures throw ApiError like api().
 */
export async function apiFile(
  path: string,
  options: Pick<RequestOptions<z.ZodMiniType>, 'query' | 'headers'> = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const res = await sendAuthed(buildUrl(path, options.query), options, bearerToken());
  if (!res.ok) throw new ApiError(await envelopeOf(res));
  const disposition = res.headers.get('content-disposition') ?? '';
  return { blob: await res.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

/** Reads a body as an envelope when it has the meta section (spec, error catalogue: such a body is used as is). */
export async function asEnvelope(body: unknown): Promise<AnyEnvelope | null> {
  const { AnyEnvelope } = await commonSchemas();
  const parsed = AnyEnvelope.safeParse(body);
  return parsed.success ? parsed.data : null;
}

async function envelopeOf(res: Response): Promise<AnyEnvelope> {
  let body: unknown = null;
  try {
    body = res.status === 204 ? null : await res.json();
  } catch {
    body = null;
  }
  if (res.status === 204) {
    return { meta: { code: 204, errors: [] }, data: { is_success: true, message: '' }, pagination: null };
  }
  return (
    (await asEnvelope(body).catch(() => null)) ?? normalizeError(new Error(res.statusText || ''), res.status)
  );
}
