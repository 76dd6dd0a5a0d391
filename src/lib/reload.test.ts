import { describe, expect, it } from 'vitest';
import { canReload, isChunkLoadError, RELOAD_GUARD_MS } from './reload';
import { shouldPreload } from './preload';
import { deviceType } from './device';

describe('reload guard (spec, business constants: 10 s)', () => {
  const storage = (value: number | null) => ({ getItem: () => (value === null ? null : String(value)) });

  it('allows the first reload', () => {
    expect(canReload(1_000_000, storage(null))).toBe(true);
  });

  it('refuses a second reload within 10 seconds and allows it after', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(canReload(1_009_999, storage(1_000_000))).toBe(false);
    expect(canReload(1_010_000, storage(1_000_000))).toBe(true);
  });

  it('recognises chunk load failures across browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('preloading (spec: API calls)', () => {
  it('is on by default and off with save-data or a 2G connection', () => {
    expect(shouldPreload(undefined)).toBe(true);
    expect(shouldPreload({ effectiveType: '4g' })).toBe(true);
    expect(shouldPreload({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(shouldPreload({ effectiveType: '2g' })).toBe(false);
    expect(shouldPreload({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('Device-Type (spec: API calls)', () => {
  it('says mobile for phones and tablets, website otherwise', () => {
    expect(deviceType('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceType('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('mobile');
    expect(deviceType('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36')).toBe(
      'website',
    );
  });
});
