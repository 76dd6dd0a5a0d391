import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from './cookies';

afterEach(() => {
  deleteCookie('currency');
  deleteCookie('lang');
});

describe('cookies', () => {
  it('reads what it has just written, in the same task', () => {
    expect(readCookie('currency')).toBeNull();
    writeCookie('currency', 'AED', 60);
    expect(readCookie('currency')).toBe('AED');
    writeCookie('currency', 'EGP', 60);
    expect(readCookie('currency')).toBe('EGP');
    deleteCookie('currency');
    expect(readCookie('currency')).toBeNull();
  });

  it('sees a cookie set elsewhere (a response, another tab) once the current task has run', async () => {
    expect(readCookie('lang')).toBeNull();
    document.cookie = 'lang=ar; Path=/';
    await Promise.resolve();
    expect(readCookie('lang')).toBe('ar');
  });

  it('decodes values and tells names apart', () => {
    writeCookie('lang', 'a b;c', 60);
    expect(readCookie('lang')).toBe('a b;c');
    expect(readCookie('lan')).toBeNull();
  });
});
