import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { currencyCodeOf } from '../modules/currency/service';
import { TtlLru } from '../lib/ttl-lru';

export interface PublicCacheOptions {
  /** How stale a cached answer may get when nobody calls `invalidate` (e.g. another server wrote). */
  ttlMs?: number;
  maxBytes?: number;
}

/** A cached 200: the JSON as serialised, and what @fastify/compress made of it per Accept-Encoding. */
interface Answer {
  body: string;
  variants: Map<string, { encoding: string; vary: string; body: Buffer }>;
}

export interface PublicCache {
  /**
   * Drops cached answers after a write: `invalidate('units')` when a unit, its calendar, prices or
   * reference data (cities, categories, amenities) change; `invalidate()` when currency rates change.
   * Other processes and instances on the same database drop theirs too, through PostgreSQL
   * LISTEN/NOTIFY (plugins/public-cache-sync.ts); the TTL bounds staleness if a notice is ever lost.
   */
  invalidate(scope?: string): void;
  /** Drops this process's answers only: what a notice from another process does. */
  invalidateLocal(scope?: string): void;
  /** Called after each `invalidate` (not `invalidateLocal`): how the sync plugin tells the others. */
  onInvalidate(listener: (scope: string | undefined) => void): void;
  readonly stats: { entries: number; bytes: number };
  /**
   * Bumped by every invalidate, here or announced by another process: an answer computed from data
   * read before a write is not stored after, and small memos (currency rates) refill when it moves.
   */
  readonly generation: number;
  /**
   * Moves only with invalidations that cover `scope` (that scope's, or everything): for memos of one
   * kind of data (the route rules, the FAQ's head) that need not refill after every booking's
   * `invalidate('units')`.
   */
  generationOf(scope: string): number;
}

interface Store extends PublicCache {
  readonly lru: TtlLru<Answer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyContextConfig {
    /** Set with `publicRead(scope)`: the route's 200 answers are cached per language and currency. */
    publicCache?: string;
  }
  interface FastifyRequest {
    publicCacheState: { key: string; generation: number; answer: Answer | undefined; keep: boolean } | null;
  }
}

/** Route `config` for a public catalogue GET, e.g. `{ config: publicRead('units'), schema }`. */
export function publicRead(scope: string) {
  return { publicCache: scope };
}

/**
 * This request's answer is served but not stored: it was read where a recent write may not show yet (a
 * replica that has not replayed the latest invalidation, plugins/read-routing.ts).
 */
export function keepOutOfPublicCache(request: FastifyRequest): void {
  if (request.publicCacheState) request.publicCacheState.keep = false;
}

export function createPublicCache(options: PublicCacheOptions = {}): Store {
  const lru = new TtlLru<Answer>({
    ttlMs: options.ttlMs ?? 30_000,
    maxBytes: options.maxBytes ?? 64 * 2 ** 20,
  });
  let generation = 0;
  let everything = 0;
  const scoped = new Map<string, number>();
  const listeners: ((scope: string | undefined) => void)[] = [];
  const invalidateLocal = (scope?: string) => {
    generation += 1;
    if (scope === undefined) everything += 1;
    else scoped.set(scope, (scoped.get(scope) ?? 0) + 1);
    lru.clear(scope);
  };
  return {
    lru,
    get generation() {
      return generation;
    },
    generationOf: (scope) => everything + (scoped.get(scope) ?? 0),
    invalidateLocal,
    invalidate(scope) {
      invalidateLocal(scope);
      for (const listener of listeners) listener(scope);
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    get stats() {
      return { entries: lru.size, bytes: lru.bytes };
    },
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** What a cached answer depends on besides the URL; caches between us and the client must know it too. */
const VARY = 'Accept-Language, currency';
/** Distinct Accept-Encoding spellings kept per answer; browsers send a handful, anything else compresses live. */
const MAX_VARIANTS = 4;

/**
 * Everything an answer depends on: language, currency, path, and, for a route with a querystring
 * schema, the query as Fastify parsed it (so two spellings of one query share a key only when the route
 * sees the same values), keys sorted. Routes without one ignore the query (the contract is the source of
 * truth), so `?utm_source=…` variants of a unit page share its entry instead of crowding the cache.
 */
function keyOf(request: FastifyRequest, usesQuery: boolean): string {
  const head = `${request.locale}\n${currencyCodeOf(request.headers.currency)}\n`;
  const mark = request.url.indexOf('?');
  if (mark === -1) return head + request.url;
  const path = request.url.slice(0, mark);
  if (!usesQuery) return head + path;
  const query = request.query as Record<string, unknown>;
  const sorted = Object.keys(query)
    .sort()
    .map((name) => [name, query[name]]);
  return `${head}${path}\n${JSON.stringify(sorted)}`;
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Caches the serialised JSON of public catalogue reads in this process. A hit is answered in onRequest,
 * before validation, the handler, the database and serialisation; a miss runs the route as usual and
 * its 200 body is stored as sent, so a cached answer is byte for byte the uncached one. The compressed
 * bytes are kept too (compressing costs more than the rest of a hit). Only routes that opt in with
 * `config: publicRead(scope)` are cached, and such a route must not depend on the caller: no auth, no
 * cookies (a reply that sets one is never stored).
 *
 * Register it after @fastify/compress, in the same scope: its onRoute hook then runs after compress's,
 * so it can place one onSend hook before compression (plain JSON) and one after (the compressed bytes).
 */
export const publicCachePlugin = fp<{ store: Store }>(
  async (app, { store }) => {
    app.decorateRequest('publicCacheState', null);
    const cacheable = (request: FastifyRequest, reply: FastifyReply) =>
      request.publicCacheState?.generation === store.generation &&
      request.publicCacheState.keep &&
      reply.statusCode === 200 &&
      !reply.hasHeader('set-cookie');

    const lookup = (usesQuery: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('vary', VARY);
      if (request.method !== 'GET') return;
      const key = keyOf(request, usesQuery);
      const answer = store.lru.get(key);
      request.publicCacheState = { key, generation: store.generation, answer, keep: true };
      if (!answer) return;
      const accepted = request.headers['accept-encoding'];
      const plain = accepted === undefined || request.headers['x-no-compression'] !== undefined;
      const variant = plain ? undefined : answer.variants.get(accepted);
      if (variant) reply.header('content-encoding', variant.encoding).header('vary', variant.vary);
      return reply.type(JSON_TYPE).send(variant ? variant.body : answer.body);
    };

    const storeBody =
      (scope: string) => async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const state = request.publicCacheState;
        if (state && !state.answer && typeof payload === 'string' && cacheable(request, reply)) {
          state.answer = { body: payload, variants: new Map() };
          store.lru.set(state.key, scope, state.answer, 2 * (state.key.length + payload.length));
        }
        return payload;
      };

    const storeVariant = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const state = request.publicCacheState;
      const accepted = request.headers['accept-encoding'];
      const encoding = reply.getHeader('content-encoding');
      if (
        state?.answer &&
        accepted !== undefined &&
        typeof encoding === 'string' &&
        Buffer.isBuffer(payload) &&
        request.headers['x-no-compression'] === undefined &&
        state.answer.variants.size < MAX_VARIANTS &&
        !state.answer.variants.has(accepted) &&
        cacheable(request, reply)
      ) {
        state.answer.variants.set(accepted, {
          encoding,
          vary: String(reply.getHeader('vary')),
          body: payload,
        });
        store.lru.grow(state.key, state.answer, payload.length + 2 * accepted.length);
      }
      return payload;
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      const scope = (route.config as { publicCache?: string } | undefined)?.publicCache;
      if (scope === undefined) return;
      const usesQuery = (route.schema as { querystring?: unknown } | undefined)?.querystring !== undefined;
      route.onRequest = [lookup(usesQuery), ...asList(route.onRequest)];
      route.onSend = [storeBody(scope), ...asList(route.onSend), storeVariant];
    });
  },
  { name: 'sakan-public-cache', dependencies: ['sakan-i18n'] },
);
