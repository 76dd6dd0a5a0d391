// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  apiCacheFor,
  apiCacheKey,
  isAppNavigation,
  isPhoto,
  isShareableApiAnswer,
  isShareableImage,
  isStaticImage,
  KEY_CURRENCY,
  KEY_LANGUAGE,
  type ResponseLike,
} from './rules';

const ORIGIN = 'https://sakan.example';
const at = (path: string) => new URL(path, ORIGIN);

/** A GET as the app's api-client sends it: language and currency always, a token when signed in. */
const apiGet = (path: string, headers: Record<string, string> = {}) =>
  new Request(at(path), { headers: { 'Accept-Language': 'en', currency: 'SAR', ...headers } });

describe('isAppNavigation', () => {
  it.each(['/', '/en', '/ar', '/en/listing', '/ar/account', '/en/units/sea-view-2.5', '/en/listing?q=a.b'])(
    'serves the app shell for the page %s',
    (path) => expect(isAppNavigation(at(path))).toBe(true),
  );

  it.each([
    '/api/v1/x',
    '/api',
    '/api?x=1',
    '/api/v1/units/filter',
    '/auth/refresh',
    '/sitemap.xml',
    '/sitemap.xml?page=2',
    '/assets/a.js',
    '/robots.txt',
    '/manifest-ar.webmanifest',
    '/icons/logo.svg',
    '/media/p1/riyadh-640.webp',
  ])('leaves %s to the network', (path) => expect(isAppNavigation(at(path))).toBe(false));

  it('does not mistake a page that merely starts with "api" or "auth" for the server', () => {
    expect(isAppNavigation(at('/apiary'))).toBe(true);
    expect(isAppNavigation(at('/authors'))).toBe(true);
  });
});

describe('apiCacheFor', () => {
  it.each([
    '/api/v1/settings/social',
    '/api/v1/route-rules',
    '/api/v1/cities',
    '/api/v1/categories',
    '/api/v1/currencies',
    '/api/v1/counters',
    '/api/v1/meta?page=faq',
    '/api/v1/meta/units',
    '/api/v1/meta/investment',
  ])('keeps the reference data %s', (path) => expect(apiCacheFor(apiGet(path), ORIGIN)).toBe('reference'));

  it.each([
    '/api/v1/units/filter',
    '/api/v1/units/filter?city=riyadh&guests=4&page=2',
    '/api/v1/units/featured',
    '/api/v1/units/available-days?unit_id=3&from=2025-01&to=2025-02',
    '/api/v1/units/show-by-slug/sea-view-suite',
    '/api/v1/units/42',
    '/api/v1/units/42/extras',
    '/api/v1/investment/units',
    '/api/v1/investment/units?page=2',
    '/api/v1/investment/units/jeddah-tower',
    '/api/v1/investment/filter?status=open',
  ])('keeps the public listing or unit %s', (path) =>
    expect(apiCacheFor(apiGet(path), ORIGIN)).toBe('catalogue'),
  );

  it('never caches a public listing fetched with an Authorization header', () => {
    const request = apiGet('/api/v1/units/filter', { Authorization: 'Bearer t' });
    expect(apiCacheFor(request, ORIGIN)).toBeNull();
    expect(apiCacheFor(apiGet('/api/v1/cities', { authorization: 'Bearer t' }), ORIGIN)).toBeNull();
  });

  it.each([
    '/api/v1/profile',
    '/api/v1/profile/update',
    '/api/v1/login',
    '/api/v1/logout',
    '/api/v1/settings/auth',
    '/api/v1/reservations',
    '/api/v1/reservations/12',
    '/api/v1/wishlist',
    '/api/v1/favorites',
    '/api/v1/notifications',
    '/api/v1/loyalty',
    '/api/v1/investment/requests',
    '/auth/refresh',
  ])('never caches the personal or unlisted path %s', (path) =>
    expect(apiCacheFor(apiGet(path), ORIGIN)).toBeNull(),
  );

  it.each([
    '/api/v1/units',
    '/api/v1/units/check-availability',
    '/api/v1/units/0',
    '/api/v1/units/42/reviews',
    '/api/v1/units/show-by-slug/Sea_View',
    '/api/v1/units/filter/extra',
    '/api/v1/units/filter/',
    '/api/v1/cities/riyadh',
    '/api/v1/meta/profile',
    '/api/v1/investment/units/jeddah-tower/documents',
    '/api/v2/units/filter',
    '/api/units/filter',
    '/api/v1/settings/social/extra',
  ])('does not cache the unknown API path %s', (path) =>
    expect(apiCacheFor(apiGet(path), ORIGIN)).toBeNull(),
  );

  it('never caches a POST, even to a public path', () => {
    const post = (path: string) =>
      new Request(at(path), { method: 'POST', body: '{}', headers: { 'Accept-Language': 'en' } });
    expect(apiCacheFor(post('/api/v1/units/check-availability'), ORIGIN)).toBeNull();
    expect(apiCacheFor(post('/api/v1/investment/requests'), ORIGIN)).toBeNull();
    expect(apiCacheFor(post('/api/v1/units/filter'), ORIGIN)).toBeNull();
  });

  it('does not cache a request that leaves its language to the browser', () => {
    const request = new Request(at('/api/v1/units/filter'), { headers: { currency: 'SAR' } });
    expect(apiCacheFor(request, ORIGIN)).toBeNull();
    expect(apiCacheFor(apiGet('/api/v1/units/filter', { 'Accept-Language': ' ' }), ORIGIN)).toBeNull();
  });

  it('does not cache another origin', () => {
    expect(apiCacheFor(apiGet('/api/v1/units/filter'), 'https://elsewhere.example')).toBeNull();
  });
});

describe('apiCacheKey', () => {
  const key = (path: string, headers: Record<string, string> = {}) => apiCacheKey(apiGet(path, headers));

  it('adds the language and currency to the URL', () => {
    const url = new URL(
      key('/api/v1/units/filter?city=riyadh', { 'Accept-Language': 'ar', currency: 'USD' }),
    );
    expect(url.pathname).toBe('/api/v1/units/filter');
    expect(url.searchParams.get('city')).toBe('riyadh');
    expect(url.searchParams.get(KEY_LANGUAGE)).toBe('ar');
    expect(url.searchParams.get(KEY_CURRENCY)).toBe('USD');
  });

  it('gives another language or currency another key', () => {
    const path = '/api/v1/units/show-by-slug/sea-view';
    const keys = new Set([
      key(path, { 'Accept-Language': 'en', currency: 'SAR' }),
      key(path, { 'Accept-Language': 'ar', currency: 'SAR' }),
      key(path, { 'Accept-Language': 'en', currency: 'USD' }),
      key(path, { 'Accept-Language': 'ar', currency: 'USD' }),
    ]);
    expect(keys.size).toBe(4);
  });

  it('gives the same request the same key, whatever the order of its query or the case of its headers', () => {
    expect(
      key('/api/v1/units/filter?guests=4&city=riyadh', { 'Accept-Language': 'AR', currency: 'usd' }),
    ).toBe(key('/api/v1/units/filter?city=riyadh&guests=4', { 'Accept-Language': 'ar', currency: ' USD ' }));
  });

  it('keeps different queries apart', () => {
    expect(key('/api/v1/units/filter?page=1')).not.toBe(key('/api/v1/units/filter?page=2'));
    expect(key('/api/v1/meta?page=faq')).not.toBe(key('/api/v1/meta'));
  });

  it('keys an absent currency apart from an explicit one', () => {
    const bare = new Request(at('/api/v1/cities'), { headers: { 'Accept-Language': 'en' } });
    expect(apiCacheKey(bare)).not.toBe(key('/api/v1/cities', { currency: 'SAR' }));
  });
});

describe('isShareableApiAnswer', () => {
  const request = apiGet('/api/v1/units/filter');
  const json = (headers: Record<string, string> = {}, status = 200) =>
    new Response('{}', {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    });

  it('keeps a 200 JSON answer, including the no-store the catalogue sends against URL-keyed caches', () => {
    expect(isShareableApiAnswer(request, json())).toBe(true);
    expect(isShareableApiAnswer(request, json({ 'cache-control': 'no-store' }))).toBe(true);
    expect(isShareableApiAnswer(request, json({ 'cache-control': 'public, max-age=300' }))).toBe(true);
  });

  it('keeps answers that vary only on language, currency and encoding', () => {
    expect(isShareableApiAnswer(request, json({ vary: 'Accept-Language' }))).toBe(true);
    expect(isShareableApiAnswer(request, json({ vary: 'Accept-Language, currency, accept-encoding' }))).toBe(
      true,
    );
  });

  it('refuses answers that vary on who is asking, or on everything', () => {
    expect(isShareableApiAnswer(request, json({ vary: 'Accept-Language, Authorization' }))).toBe(false);
    expect(isShareableApiAnswer(request, json({ vary: 'Cookie' }))).toBe(false);
    expect(isShareableApiAnswer(request, json({ vary: '*' }))).toBe(false);
  });

  it('refuses answers the server marked private', () => {
    expect(isShareableApiAnswer(request, json({ 'cache-control': 'private, max-age=60' }))).toBe(false);
    expect(isShareableApiAnswer(request, json({ 'Cache-Control': 'no-store, PRIVATE' }))).toBe(false);
  });

  it('refuses anything sent with an Authorization header', () => {
    expect(isShareableApiAnswer(apiGet('/api/v1/units/filter', { Authorization: 'Bearer t' }), json())).toBe(
      false,
    );
  });

  it('refuses errors, empty answers, non-JSON bodies and non-GET requests', () => {
    expect(isShareableApiAnswer(request, json({}, 404))).toBe(false);
    expect(isShareableApiAnswer(request, json({}, 500))).toBe(false);
    expect(isShareableApiAnswer(request, new Response(null, { status: 204 }))).toBe(false);
    expect(
      isShareableApiAnswer(request, new Response('<html>', { headers: { 'content-type': 'text/html' } })),
    ).toBe(false);
    const post = new Request(request.url, { method: 'POST', body: '{}' });
    expect(isShareableApiAnswer(post, json())).toBe(false);
  });
});

describe('isPhoto', () => {
  it.each(['/media/p1/sea-view-suite-640.webp', '/media/p1/riyadh-1536.avif', '/media/p2/a-320.webp'])(
    'matches the versioned photo %s',
    (path) => expect(isPhoto(at(path))).toBe(true),
  );

  it.each([
    '/media/sea-view-suite-640.webp',
    '/media/p1/sea-view-suite.webp',
    '/media/p1/sea-view-suite-640.png',
    '/media/p1/../x-640.webp',
    '/media/p1/sub/x-640.webp',
    '/api/v1/media/p1/x-640.webp',
    '/images/error-cover-640.webp',
  ])('leaves %s alone', (path) => expect(isPhoto(at(path))).toBe(false));
});

describe('isStaticImage', () => {
  it('matches files under /images/ and /icons/ only', () => {
    expect(isStaticImage(at('/images/error-cover.avif'))).toBe(true);
    expect(isStaticImage(at('/icons/icon-192.png'))).toBe(true);
    expect(isStaticImage(at('/api/v1/images/1'))).toBe(false);
  });
});

describe('isShareableImage', () => {
  const request = new Request(at('/media/p1/riyadh-640.webp'));
  const image = (headers: Record<string, string> = {}, status = 200) =>
    new Response('x', { status, headers: { 'content-type': 'image/webp', ...headers } });

  it('keeps an image answered with 200', () => {
    expect(isShareableImage(request, image({ 'cache-control': 'public, max-age=31536000, immutable' }))).toBe(
      true,
    );
    expect(isShareableImage(request, image({ 'content-type': 'image/avif' }))).toBe(true);
  });

  it('refuses an opaque answer, a network error and a 404', () => {
    // Node cannot build an opaque Response; this is what one shows a worker: status 0 and no headers.
    const opaque: ResponseLike = { status: 0, headers: new Headers() };
    expect(isShareableImage(request, opaque)).toBe(false);
    expect(isShareableImage(request, Response.error())).toBe(false);
    expect(isShareableImage(request, image({ 'cache-control': 'no-store' }, 404))).toBe(false);
    expect(isShareableImage(request, new Response('Not found', { status: 404 }))).toBe(false);
  });

  it('refuses a 200 that is not an image, such as a captive portal page', () => {
    expect(isShareableImage(request, image({ 'content-type': 'text/html' }))).toBe(false);
    expect(isShareableImage(request, new Response('x'))).toBe(false);
  });

  it('refuses images marked private or no-store, or sent with an Authorization header', () => {
    expect(isShareableImage(request, image({ 'cache-control': 'private' }))).toBe(false);
    expect(isShareableImage(request, image({ 'cache-control': 'no-store' }))).toBe(false);
    const withToken = new Request(request.url, { headers: { Authorization: 'Bearer t' } });
    expect(isShareableImage(withToken, image())).toBe(false);
  });
});
