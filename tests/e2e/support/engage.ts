import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, type Lang } from '../fixtures';

/** Text and helpers shared by favorites.spec.ts and notifications.spec.ts (issue 22). */

export const T = {
  en: {
    save: /^Save /,
    saved: /^Saved: /,
    wishlist: 'Wishlist',
    offlineNote: /You’re offline/,
    markAll: 'Mark all as read',
    notifications: 'Notifications',
    allRead: 'All read',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    signOut: 'Sign out',
  },
  ar: {
    save: /^احفظ /,
    saved: /^محفوظة: /,
    wishlist: 'قائمة الأمنيات',
    offlineNote: /أنت غير متصل/,
    markAll: 'تعليم الكل كمقروء',
    notifications: 'الإشعارات',
    allRead: 'كلها مقروءة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    signOut: 'تسجيل الخروج',
  },
} as const;

export interface Account {
  token: string;
  userId: string;
}

/** A new account made through the API, signed in the way the page sees it (the session cookies). */
export async function signedIn(context: BrowserContext, baseURL: string, lang: Lang): Promise<Account> {
  const email = `engage-${lang}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await context.request.post('/api/v1/register', {
    data: { name: 'Reem Al-Qahtani', email, password: 'palm-shade-at-noon', phone: '+966501234987' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { data } = (await res.json()) as { data: { token: string; user: { id: string } } };
  await context.addCookies(
    [
      ['token', data.token],
      ['token_mode', 'bearer'],
      ['user', encodeURIComponent(JSON.stringify(data.user))],
    ].map(([name, value]) => ({ name: name!, value: value!, url: baseURL })),
  );
  return { token: data.token, userId: data.user.id };
}

export async function savedOnServer(request: APIRequestContext, account: Account): Promise<number[]> {
  const res = await request.get('/api/v1/favorites/ids', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  return ((await res.json()) as { data: { unit_ids: number[] } }).data.unit_ids;
}

export { waitForServiceWorker } from './service-worker';
