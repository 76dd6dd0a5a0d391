import { isServer, pageCookies } from '#page-environment';

/** Minimal document.cookie access. Values are URI-encoded; every cookie we write is site-wide (path=/). */

export function readCookie(name: string, source: string = pageCookies()): string | null {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // A page rendered on the server answers with what the request carried; it never sets cookies.
  if (isServer) return;
  // Secure is honoured on https and on localhost; SameSite=Lax keeps the cookie on top-level links in.
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
