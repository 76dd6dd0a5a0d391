import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmptyEnvelope } from '../../contract/common';
import { api } from './api-client';
import { ApiError } from './api-error';
import { contentSchemas, schemaOf, unitsSchemas } from './schemas';
import { saveCurrency } from './currency';
import { readSession, saveSession, clearSession } from './session';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const success = (message = 'OK') =>
  json(200, { meta: { code: 200, errors: [] }, data: { is_success: true, message }, pagination: null });
const unauthorized = () =>
  json(401, {
    meta: { code: 401, errors: [{ message: 'Expired' }], error_code: 'UNAUTHENTICATED' },
    data: { is_success: false, message: 'Please sign in' },
    pagination: null,
  });
const user = { id: 'u1', name: 'Sara', email: 's@example.com', type: 'email' as const, account_ready: true };

let calls: { url: string; init: RequestInit }[] = [];
function serve(handler: Handler) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return handler(url, init);
    }),
  );
}
const header = (i: number, name: string) => new Headers(calls[i]?.init.headers).get(name);
const refreshCalls = () => calls.filter((c) => c.url.endsWith('/auth/refresh'));

beforeEach(() => clearSession());
afterEach(() => vi.unstubAllGlobals());

describe('api client: every call (spec: API calls)', () => {
  it('includes credentials, skips the cache and sends the spec headers', async () => {
    saveCurrency('AED');
    serve(() => success());
    await api('/api/v1/settings/social', { schema: EmptyEnvelope });
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.cache).toBe('no-store');
    expect(header(0, 'Accept-Language')).toBe('en');
    expect(header(0, 'Device-Type')).toBe('website');
    expect(header(0, 'currency')).toBe('AED');
    expect(header(0, 'Authorization')).toBeNull();
  });

  it('sends the bearer token only when the mode is bearer and a token exists', async () => {
    serve(() => success());
    saveSession('tok-1', user);
    await api('/api/v1/x', { schema: EmptyEnvelope });
    expect(header(0, 'Authorization')).toBe('Bearer tok-1');
    document.cookie = 'token_mode=cookie; Path=/';
    await api('/api/v1/x', { schema: EmptyEnvelope });
    expect(header(1, 'Authorization')).toBeNull();
  });

  it('serialises query parameters and skips empty ones', async () => {
    serve(() => success());
    await api('/api/v1/x', { schema: EmptyEnvelope, query: { page: 2, q: '', city: undefined, ok: true } });
    expect(calls[0]?.url).toBe('/api/v1/x?page=2&ok=true');
  });
});

describe('api client: schemas loaded on first use', () => {
  it('checks the answer with a schema it loads itself, and refuses one that does not fit', async () => {
    serve(() => success('Saved'));
    const answer = await api('/api/v1/x', { schema: schemaOf(contentSchemas, 'NewsletterResponse') });
    expect(answer.data.message).toBe('Saved');
    // A success without the counters the schema asks for.
    const error = await api('/api/v1/x', { schema: schemaOf(contentSchemas, 'CountersResponse') }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
  });

  it('keeps a list’s own pagination fields for its schema (the filter’s total_capped)', async () => {
    const pagination = { page: 1, per_page: 12, total: 3, last_page: 1, total_capped: false };
    serve(() =>
      json(200, {
        meta: { code: 200, errors: [] },
        data: { is_success: true, message: 'OK', items: [] },
        pagination,
      }),
    );
    const answer = await api('/api/v1/units/filter', { schema: schemaOf(unitsSchemas, 'UnitListResponse') });
    expect(answer.pagination).toEqual(pagination);
  });

  it('fails like the network, with an ApiError, when the schema cannot be loaded', async () => {
    serve(() => success());
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const error = await api('/api/v1/x', { schema: unreachable }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
  });
});

describe('api client: failures (spec: validation rules, error catalogue)', () => {
  it('throws the server envelope as is when it has a meta section', async () => {
    const body = {
      meta: { code: 422, errors: [{ field: 'email', message: 'Invalid' }], error_code: 'VALIDATION_FAILED' },
      data: { is_success: false, message: 'Check the form' },
      pagination: null,
    };
    serve(() => json(422, body));
    const error = await api('/api/v1/x', { schema: EmptyEnvelope }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).envelope).toEqual(body);
  });

  it('treats a 200 whose envelope says is_success false as a failure', async () => {
    serve(() =>
      json(200, {
        meta: { code: 200, errors: [] },
        data: { is_success: false, message: 'No' },
        pagination: null,
      }),
    );
    await expect(api('/api/v1/x', { schema: EmptyEnvelope })).rejects.toBeInstanceOf(ApiError);
  });

  it('normalises a non-envelope error with the HTTP status', async () => {
    serve(() => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await api('/api/v1/x', { schema: EmptyEnvelope }).catch((e: unknown) => e)) as ApiError;
    expect(error.envelope.meta).toMatchObject({ code: 502, errors: [{ message: 'Bad Gateway' }] });
    expect(error.envelope.data).toEqual({
      is_success: false,
      message: 'An error occurred while processing the request',
    });
  });

  it('normalises a network failure to a 500 envelope', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await api('/api/v1/x', { schema: EmptyEnvelope }).catch((e: unknown) => e)) as ApiError;
    expect(error.envelope.meta).toMatchObject({ code: 500, errors: [{ message: 'Failed to fetch' }] });
  });
});

describe('api client: 401 → refresh once, retry once (spec: states and transitions)', () => {
  it('makes exactly one refresh for ten parallel 401s, then retries each request once', async () => {
    saveSession('old', user);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    serve(async (url, init) => {
      if (url.endsWith('/auth/refresh')) {
        await gate;
        return json(200, { accessToken: 'new' });
      }
      const auth = new Headers(init.headers).get('Authorization');
      return auth === 'Bearer new' ? success() : unauthorized();
    });
    const requests = Array.from({ length: 10 }, (_, i) => api(`/api/v1/r${i}`, { schema: EmptyEnvelope }));
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1));
    release();
    const results = await Promise.all(requests);
    expect(results).toHaveLength(10);
    expect(refreshCalls()).toHaveLength(1);
    expect(calls.filter((c) => !c.url.endsWith('/auth/refresh'))).toHaveLength(20);
    expect(readSession().token).toBe('new');
    expect(refreshCalls()[0]?.init.credentials).toBe('include');
  });

  it.each([
    ['answers 401: the session is cleared', () => json(401, { message: 'no' }), null],
    ['answers without an access token: the session is cleared', () => json(200, { refreshToken: 'r' }), null],
    [
      'gets no answer: the session is kept for the next try',
      () => Promise.reject(new TypeError('Failed')),
      'old',
    ],
  ])('answers the 401 without a retry when the refresh %s', async (_, refresh, kept) => {
    saveSession('old', user);
    serve((url) => (url.endsWith('/auth/refresh') ? refresh() : unauthorized()));
    await expect(api('/api/v1/me', { schema: EmptyEnvelope })).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((c) => c.url === '/api/v1/me')).toHaveLength(1);
    expect(readSession().token).toBe(kept);
  });

  it('retries at most once: a second 401 after a good refresh is returned as an error', async () => {
    saveSession('old', user);
    serve((url) => (url.endsWith('/auth/refresh') ? json(200, { accessToken: 'new' }) : unauthorized()));
    await expect(api('/api/v1/me', { schema: EmptyEnvelope })).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((c) => c.url === '/api/v1/me')).toHaveLength(2);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('does not try to refresh for a guest', async () => {
    serve(() => unauthorized());
    await expect(api('/api/v1/me', { schema: EmptyEnvelope })).rejects.toBeInstanceOf(ApiError);
    expect(refreshCalls()).toHaveLength(0);
  });
});
