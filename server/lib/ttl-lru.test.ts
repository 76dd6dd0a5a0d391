import { describe, expect, it } from 'vitest';
import { TtlLru } from './ttl-lru';

describe('TtlLru', () => {
  it('drops the least recently read entry when full', () => {
    // 60 bytes each: 16 fit in 960.
    const lru = new TtlLru<string>({ ttlMs: 1000, maxBytes: 960 });
    const value = 'x';
    for (const key of 'abcdefghijklmnop') lru.set(key, 's', value, 60);
    expect(lru.size).toBe(16);
    expect(lru.get('a')).toBe(value);
    lru.set('q', 's', value, 60);
    expect(lru.size).toBe(16);
    expect(lru.bytes).toBe(960);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(value);
  });

  it('does not store one value bigger than a sixteenth of its size', () => {
    const lru = new TtlLru<string>({ ttlMs: 1000, maxBytes: 960 });
    lru.set('a', 's', 'x'.repeat(30), 61);
    expect(lru.size).toBe(0);
  });

  it('counts growth of a stored value, evicting to stay within its size', () => {
    const lru = new TtlLru<string[]>({ ttlMs: 1000, maxBytes: 160 });
    const a = ['a'];
    lru.set('a', 's', a, 10);
    lru.set('b', 's', ['b'], 10);
    lru.grow('a', a, 5);
    lru.grow('b', ['not the stored one'], 1000);
    expect(lru.bytes).toBe(25);
    lru.grow('a', a, 140);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(a);
    expect(lru.bytes).toBe(155);
  });

  it('forgets an entry once its time is up', () => {
    let now = 0;
    const cache = new TtlLru<string>({ ttlMs: 100, maxBytes: 1 << 20, now: () => now });
    cache.set('k', 's', 'v', 4);
    now = 99;
    expect(cache.get('k')).toBe('v');
    now = 100;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('clears one scope or everything', () => {
    const cache = new TtlLru<string>({ ttlMs: 1000, maxBytes: 1 << 20 });
    cache.set('u1', 'units', '1', 1);
    cache.set('u2', 'units', '2', 1);
    cache.set('i1', 'investment', '3', 1);
    cache.clear('units');
    expect([cache.get('u1'), cache.get('u2'), cache.get('i1')]).toEqual([undefined, undefined, '3']);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
