// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAppNavigation, isPublicApi, isShareable, isStaticImage } from './rules';

const at = (path: string) => new URL(path, 'https://sakan.example');

describe('isAppNavigation', () => {
  it.each(['/', '/en', '/ar', '/en/listing', '/ar/account', '/en/units/sea-view-2.5', '/en/listing?q=a.b'])(
    'serves the app shell for the page %s',
    (path) => expect(isAppNavigation(at(path))).toBe(true),
  );

  it.each([
    '/api/v1/x',
    '/api',
    '/api?x=1',
    '/auth/refresh',
    '/sitemap.xml',
    '/sitemap.xml?page=2',
    '/assets/a.js',
    '/robots.txt',
    '/manifest-ar.webmanifest',
    '/icons/logo.svg',
  ])('leaves %s to the network', (path) => expect(isAppNavigation(at(path))).toBe(false));

  it('does not mistake a page that merely starts with "api" or "auth" for the server', () => {
    expect(isAppNavigation(at('/apiary'))).toBe(true);
    expect(isAppNavigation(at('/authors'))).toBe(true);
  });
});

describe('isPublicApi', () => {
  it('matches only the listed public endpoints', () => {
    expect(isPublicApi(at('/api/v1/settings/social'))).toBe(true);
    expect(isPublicApi(at('/api/v1/route-rules'))).toBe(true);
    expect(isPublicApi(at('/api/v1/account/profile'))).toBe(false);
    expect(isPublicApi(at('/api/v1/settings/social/extra'))).toBe(false);
  });
});

describe('isStaticImage', () => {
  it('matches files under /images/ and /icons/ only', () => {
    expect(isStaticImage(at('/images/error-cover.avif'))).toBe(true);
    expect(isStaticImage(at('/icons/icon-192.png'))).toBe(true);
    expect(isStaticImage(at('/api/v1/images/1'))).toBe(false);
  });
});

describe('isShareable', () => {
  const url = 'https://sakan.example/api/v1/settings/social';
  const ok = (headers: Record<string, string> = {}) => new Response('{}', { status: 200, headers });

  it('keeps a plain public 200', () => {
    expect(isShareable(new Request(url), ok({ 'cache-control': 'public, max-age=60' }))).toBe(true);
  });

  it('refuses anything sent with an Authorization header', () => {
    const request = new Request(url, { headers: { Authorization: 'Bearer t' } });
    expect(isShareable(request, ok())).toBe(false);
  });

  it('refuses responses the server marked private or no-store', () => {
    expect(isShareable(new Request(url), ok({ 'cache-control': 'private, max-age=60' }))).toBe(false);
    expect(isShareable(new Request(url), ok({ 'Cache-Control': 'no-store' }))).toBe(false);
  });

  it('refuses errors, empty answers and non-GET requests', () => {
    expect(isShareable(new Request(url), new Response('', { status: 500 }))).toBe(false);
    expect(isShareable(new Request(url), new Response(null, { status: 204 }))).toBe(false);
    expect(isShareable(new Request(url, { method: 'POST', body: '{}' }), ok())).toBe(false);
  });
});
