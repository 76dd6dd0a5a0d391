export interface TtlLruOptions {
  /** How long an entry may be served after it was stored. */
  ttlMs: number;
  /** Upper bound on the bytes of all entries, as their owners report them. */
  maxBytes: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  scope: string;
  bytes: number;
  expiresAt: number;
}

/**
 * A cache bounded by size and age. A Map keeps insertion order, so re-inserting on each hit makes its
 * first key the least recently used one, which is what eviction drops. Expired entries are dropped
 * when read or when they reach the front; nothing runs on a timer.
 */
export class TtlLru<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #ttlMs: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  #bytes = 0;

  constructor(options: TtlLruOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxBytes = options.maxBytes;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.#now()) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value` under `key`, tagged with `scope` so `clear(scope)` can drop a family of entries. */
  set(key: string, scope: string, value: V, bytes: number): void {
    // One huge value must not flush everything else; it is simply not kept.
    if (bytes > this.#maxBytes / 16) return;
    this.delete(key);
    this.#entries.set(key, { value, scope, bytes, expiresAt: this.#now() + this.#ttlMs });
    this.#bytes += bytes;
    this.#evict();
  }

  /** Accounts for `value` having grown in place (it was just used), if it is still stored under `key`. */
  grow(key: string, value: V, bytes: number): void {
    const entry = this.#entries.get(key);
    if (entry?.value !== value) return;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    entry.bytes += bytes;
    this.#bytes += bytes;
    this.#evict();
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** Drops every entry, or only those stored with `scope`. */
  clear(scope?: string): void {
    if (scope === undefined) {
      this.#entries.clear();
      this.#bytes = 0;
      return;
    }
    for (const [key, entry] of this.#entries) if (entry.scope === scope) this.delete(key);
  }

  #evict(): void {
    const now = this.#now();
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes && entry.expiresAt > now) break;
      this.delete(oldest);
    }
  }
}
