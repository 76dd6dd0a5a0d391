import pg from 'pg';
import type { Database } from '../../db/client';
import { CHANNEL } from './repository';

/** What a NOTIFY says: whose notifications changed, and the new row's id when one was added. */
export interface HubEvent {
  user: string;
  id?: number;
}
type Listener = (event: HubEvent | 'closed') => void;

/**
 * One LISTEN connection per process, shared by every live stream in it (not one per stream, which
 * would spend a database connection per open tab). PostgreSQL fans each NOTIFY out to every listening
 * instance, so a notification written through any server reaches streams on all of them.
 *
 * The connection opens with the first stream and stays open. If it breaks, every stream is told
 * ('closed') and ends; the browsers reconnect with Last-Event-ID and lose nothing, and the next stream
 * opens a fresh connection. No timer of our own is needed to recover.
 */
export class NotificationHub {
  private client: pg.Client | null = null;
  private ready: Promise<void> | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Hears every user's events (Web Push); kept across reconnects, unlike streams. */
  private everyone: ((event: HubEvent | 'closed') => void) | null = null;

  constructor(private readonly connection: pg.ClientConfig) {}

  static forDatabase(db: Database): NotificationHub {
    const pool = (db as Database & { $client: pg.Pool }).$client;
    const { connectionString, host, port, user, password, database, ssl } = pool.options;
    return new NotificationHub({ connectionString, host, port, user, password, database, ssl });
  }

  /** Resolves once LISTEN is active, so a stream that reads its backlog afterwards misses nothing. */
  async subscribe(userId: string, listener: Listener): Promise<() => void> {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    const unsubscribe = () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
    try {
      await this.connect();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** Listens now and for every user; a broken connection is reopened on the next event source. */
  async subscribeAll(listener: (event: HubEvent | 'closed') => void): Promise<void> {
    this.everyone = listener;
    await this.connect();
  }

  private connect(): Promise<void> {
    this.ready ??= (async () => {
      const client = new pg.Client(this.connection);
      client.on('notification', (message) => this.dispatch(message.payload));
      client.on('error', () => this.drop(client));
      client.on('end', () => this.drop(client));
      this.client = client;
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      this.live = true;
    })();
    this.ready.catch(() => this.drop(this.client));
    return this.ready;
  }

  private dispatch(payload: string | undefined): void {
    let event: HubEvent;
    try {
      event = JSON.parse(payload ?? '') as HubEvent;
    } catch {
      return;
    }
    this.everyone?.(event);
    for (const listener of this.listeners.get(event.user) ?? []) listener(event);
  }

  private drop(client: pg.Client | null): void {
    if (!client || this.client !== client) return;
    const wasLive = this.live;
    this.client = null;
    this.ready = null;
    this.live = false;
    client.end().catch(() => undefined);
    for (const set of this.listeners.values()) for (const listener of set) listener('closed');
    this.listeners.clear();
    // Push keeps listening: reconnect at once (no timer; a failure surfaces on the next stream).
    if (wasLive && this.everyone && !this.closing) this.connect().catch(() => undefined);
  }

  private closing = false;
  /** True once LISTEN succeeded: only a connection that worked is reopened at once (no retry loop). */
  private live = false;

  async close(): Promise<void> {
    this.closing = true;
    const client = this.client;
    this.drop(client);
    await client?.end().catch(() => undefined);
  }
}
