import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract/auth';
import type { RouteRule } from '../../contract/content';
import { matchRule, runGuards, safeRedirect, type GuardInput } from './guards';

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  name: 'Sara',
  email: 's@example.com',
  type: 'email',
  account_ready: true,
  ...over,
});
const guest = { token: null, user: null };
const member = (over: Partial<SessionUser> = {}) => ({ token: 'tok', user: user(over) });
const rules: RouteRule[] = [
  { from: '/dashboard', to: '/account', permanent: false },
  { from: '/help/*', to: '/faq', permanent: true },
  { from: '/app', to: 'https://apps.example.com/sakan', permanent: false },
];
const run = (pathname: string, session: GuardInput['session'], search = '') =>
  runGuards({ pathname, search, session, rules });

describe('guards: sign-in required (spec: screens, routes and guards)', () => {
  it.each(['/account', '/account/reviews', '/complete-profile', '/dashboard'])(
    'sends a guest from /en%s to sign-in with the full path in redirect',
    (path) => {
      expect(run(`/en${path}`, guest, '?tab=2')).toEqual({
        kind: 'redirect',
        to: `/en/sign-in?redirect=${encodeURIComponent(`/en${path}?tab=2`)}`,
      });
    },
  );

  it('keeps the Arabic prefix, and no prefix when there was none', () => {
    expect(run('/ar/account/wishlist', guest)).toEqual({
      kind: 'redirect',
      to: '/ar/sign-in?redirect=%2Far%2Faccount%2Fwishlist',
    });
    expect(run('/account', guest)).toEqual({ kind: 'redirect', to: '/sign-in?redirect=%2Faccount' });
  });

  it('does not treat a path that merely starts with the same letters as protected', () => {
    expect(run('/en/accounting', guest)).toBeNull();
  });

  it('lets a signed-in visitor in', () => {
    expect(run('/en/account', member())).toBeNull();
  });
});

describe('guards: signed-out-only pages (spec: screens, routes and guards)', () => {
  it.each(['sign-in', 'sign-up', 'verify-otp', 'reset-password', 'forget-password'])(
    'sends a visitor with a token away from /%s to home, keeping the prefix',
    (page) => {
      expect(run(`/ar/${page}`, member())).toEqual({ kind: 'redirect', to: '/ar' });
      expect(run(`/${page}`, member())).toEqual({ kind: 'redirect', to: '/' });
    },
  );

  it('lets a guest open them', () => {
    expect(run('/en/sign-in', guest)).toBeNull();
  });
});

describe('guards: complete-profile and login-security (spec: screens, routes and guards)', () => {
  it('sends a user whose account is ready away from complete-profile', () => {
    expect(run('/en/complete-profile', member({ account_ready: true }))).toEqual({
      kind: 'redirect',
      to: '/en',
    });
  });

  it('lets a user whose account is not ready finish it', () => {
    expect(run('/en/complete-profile', member({ account_ready: false }))).toBeNull();
  });

  it('sends a social user from login-security to the account page', () => {
    expect(run('/ar/account/login-security', member({ type: 'social' }))).toEqual({
      kind: 'redirect',
      to: '/ar/account',
    });
  });

  it('lets an email user open login-security', () => {
    expect(run('/en/account/login-security', member({ type: 'email' }))).toBeNull();
  });
});

describe('guards: route rules (spec: screens, routes and guards)', () => {
  it('follows an internal rule under the visitor prefix', () => {
    expect(run('/ar/dashboard', member())).toEqual({ kind: 'redirect', to: '/ar/account' });
  });

  it('matches a wildcard rule on the path and below it', () => {
    expect(run('/en/help', guest)).toEqual({ kind: 'redirect', to: '/en/faq' });
    expect(run('/en/help/payments', guest)).toEqual({ kind: 'redirect', to: '/en/faq' });
  });

  it('navigates the browser away for an external target', () => {
    expect(run('/en/app', guest)).toEqual({ kind: 'external', href: 'https://apps.example.com/sakan' });
  });

  it('checks sign-in before the rules', () => {
    expect(run('/en/dashboard', guest)?.kind).toBe('redirect');
    expect(run('/en/dashboard', guest)).toMatchObject({
      to: expect.stringContaining('/en/sign-in?redirect='),
    });
  });

  it('ignores a trailing slash', () => {
    expect(matchRule('/dashboard/', rules)?.to).toBe('/account');
    expect(run('/en/dashboard/', member())).toEqual({ kind: 'redirect', to: '/en/account' });
  });

  it('leaves unmatched paths alone', () => {
    expect(run('/en/listing', guest)).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('accepts same-site paths', () => {
    expect(safeRedirect('/en/account?tab=1', '/en')).toBe('/en/account?tab=1');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '',
    42,
    undefined,
  ])('refuses %s', (target) => {
    expect(safeRedirect(target, '/en')).toBe('/en');
  });
});
