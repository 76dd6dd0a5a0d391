import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app';
import type { Config } from '../config';
import { connectDatabase, warmPool } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed/index';
import { seedImageKeys } from '../tools/photos/keys';
import { createPhotoStore, PHOTOS_VERSION } from '../tools/photos/store';
import { loadAuthSecret } from './auth-secret';
import { acquireDataLock } from './data-lock';
import type { Lifecycle } from './lifecycle';
import { parseMapTiles } from '../lib/map-tiles';

export interface StartOptions {
  /** Set in a cluster worker: the primary already migrated and seeded this database (boot/cluster.ts). */
  prepared?: boolean;
  /** Draw every photo after start; in a cluster only the first worker does. Default: the config's. */
  pregeneratePhotos?: boolean;
  /** Connections this process may open (lib/machine.ts); default 10. */
  poolMax?: number;
}

/** The database's URL: DATABASE_URL, or the embedded PostgreSQL behind the data-folder lock. */
export async function databaseUrlFor(config: Config, lifecycle: Lifecycle, workers = 1): Promise<string> {
  if (config.DATABASE_URL) return config.DATABASE_URL;
  // Only the embedded cluster is tied to the folder; servers sharing an external database may scale out.
  const lock = acquireDataLock(config.DATA_DIR);
  lifecycle.defer('release data lock', () => lock.release());
  const embedded = await startEmbeddedPostgres(config.DATA_DIR, { workers });
  lifecycle.defer('stop PostgreSQL', () => embedded.stop());
  console.log(`Using the embedded PostgreSQL; its data lives in ${embedded.dir}`);
  return embedded.url;
}

/**
 * Boots the server step by step, registering each step's undo with the lifecycle as it succeeds:
 * database (external, or embedded behind the data-folder lock) → app → migrations → seed → listen.
 */
export async function startServer(
  config: Config,
  lifecycle: Lifecycle,
  options: StartOptions = {},
): Promise<{ app: FastifyInstance; url: string }> {
  const databaseUrl = await databaseUrlFor(config, lifecycle);
  const { db, pool } = connectDatabase(
    databaseUrl,
    (error) => app.log.warn({ err: error }, 'idle database client failed'),
    options.poolMax,
  );
  lifecycle.defer('close database pool', () => pool.end());

  // Photos are made from code, never downloaded: any missing one is drawn on its first request.
  const photos = createPhotoStore(join(config.DATA_DIR, 'media'), seedImageKeys());
  const authSecret = loadAuthSecret(config);
  const app = buildApp({
    db,
    // Lines go out asynchronously, batched while a write is in flight: a synchronous write per line
    // (two a request) cost more node CPU than a cached answer's whole handling. pino flushes what is
    // left when the process exits.
    logger: { level: config.LOG_LEVEL, stream: pino.destination({ dest: 1, sync: false }) },
    distDir: config.DIST_DIR,
    publicUrl: config.PUBLIC_URL,
    auth: { secret: authSecret },
    email: {
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: join(config.DATA_DIR, 'outbox'),
      appUrl: config.PUBLIC_URL,
    },
    google: { clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL },
    stripe: Boolean(config.STRIPE_SECRET_KEY),
    mapTiles: config.MAP_TILES_URL ? parseMapTiles(config.MAP_TILES_URL, config.MAP_TILES_ATTRIBUTION) : null,
    trustedHosts: config.TRUSTED_HOSTS,
    media: { mediaDir: photos.dir, version: PHOTOS_VERSION, produce: photos.ensure },
    contact: { to: config.CONTACT_TO, outboxDir: join(config.DATA_DIR, 'outbox') },
    uploadsDir: join(config.DATA_DIR, 'uploads'),
    hostFeeBp: config.HOST_FEE_BP,
    replicas: {
      urls: config.DATABASE_REPLICA_URLS ?? [],
      maxLagMs: config.DATABASE_REPLICA_MAX_LAG_MS,
      poolMax: options.poolMax,
    },
    metricsToken: config.METRICS_TOKEN,
    trustProxy: config.TRUST_PROXY,
    allowPrivateFeeds: config.CALENDAR_FEEDS_PRIVATE === 'allow',
    // No answer fits in 0 bytes: every read goes to the database.
    ...(config.PUBLIC_CACHE === 'off' ? { publicCache: { maxBytes: 0 } } : {}),
    rateLimit: {
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_PREFIX,
      processes: config.WORKERS ?? 1,
    },
  });
  // app.close() stops accepting connections and waits for requests in flight.
  lifecycle.defer('close HTTP server', () => app.close());

  if (!options.prepared) {
    await migrateDatabase(pool);
    if (await seedDatabase(db, { authSecret })) app.log.info('Seeded the demo content (first run).');
  }
  await warmPool(pool);

  await app.listen({ host: config.HOST, port: config.PORT });
  const { port } = app.server.address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  app.log.info(`Sakan is ready at ${url}`);
  // After listen, so readiness never waits: drawing every photo takes a minute or two of one core.
  const stopPhotos = new AbortController();
  const photoJob = (
    (options.pregeneratePhotos ?? config.PHOTOS_PREGENERATE)
      ? photos.generateAll(stopPhotos.signal)
      : Promise.resolve({ skipped: true, generated: 0, ms: 0 })
  )
    .then((r) => !r.skipped && app.log.info(`Photos: ${r.generated} files drawn in ${r.ms} ms.`))
    .catch((error: unknown) => app.log.error({ err: error }, 'photo generation failed'));
  lifecycle.defer('stop photo generation', () => {
    stopPhotos.abort();
    return photoJob;
  });
  return { app, url };
}
