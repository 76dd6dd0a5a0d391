import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { AccessLogController } from './lib/access-log';
import { APP_VERSION } from './lib/version';
import { accountRoutes } from './modules/account/routes';
import { recoveryRoutes } from './modules/recovery/routes';
import { authRoutes, refreshRoutes } from './modules/auth/routes';
import { socialRoutes } from './modules/auth/social-routes';
import { createRedirectResolver } from './modules/content/redirects';
import { findCoverKeyBySlug } from './modules/units/repository';
import { catalogueRoutes } from './modules/catalogue/routes';
import { contentRoutes } from './modules/content/routes';
import { contentPagesRoutes } from './modules/content/pages-routes';
import { createFaqHead } from './modules/content/faq-structured-data';
import { contactRoutes } from './modules/content/contact-routes';
import { newsletterRoutes } from './modules/content/newsletter-routes';
import { propertyRoutes } from './modules/properties/routes';
import { hostingRoutes } from './modules/hosting/routes';
import { backofficeRoutes } from './modules/backoffice/routes';
import { privateFeedsAllowed } from './modules/hosting/ical-service';
import { siteRoutes } from './modules/site/routes';
import { slugExists } from './modules/site/repository';
import { unitRoutes } from './modules/units/routes';
import { investmentRoutes } from './modules/investment/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { reservationRoutes } from './modules/reservations/routes';
import { loyaltyRoutes } from './modules/loyalty/routes';
import { favoriteRoutes } from './modules/favorites/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { messageRoutes } from './modules/messages/routes';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin, sendProblem } from './plugins/errors';
import { i18nPlugin } from './plugins/i18n';
import { createPublicCache, publicCachePlugin, type PublicCacheOptions } from './plugins/public-cache';
import { publicCacheSyncPlugin } from './plugins/public-cache-sync';
import { rateLimitPlugin, type RateLimitOptions } from './plugins/rate-limit';
import type pg from 'pg';
import { requestContextPlugin, requestIdFor } from './plugins/request-context';
import { staticPlugin } from './plugins/static';
import { mediaPlugin, type MediaOptions } from './plugins/media';
import { emailPlugin, type Mailer, type MailerOptions } from './plugins/email';
import { jobsPlugin } from './plugins/jobs';
import { metricsPlugin } from './plugins/metrics';
import { readRoutingPlugin } from './plugins/read-routing';
import type { ReplicaOptions } from './db/replica-state';
import { pressurePlugin, type PressureOptions } from './plugins/pressure';
import { securityHeadersPlugin } from './plugins/security-headers';
import { openApiPlugin } from './plugins/openapi';
import { createGoogleVerifier, type GoogleVerifier } from './lib/google-id-token';
import { createOriginResolver } from './lib/public-origin';
import type { MapTiles } from './lib/map-tiles';
import { DEFAULT_HOST_FEE_BP } from './modules/hosting/payout';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies Google ID tokens; null when Google sign-in is not configured. */
    google: GoogleVerifier | null;
    /** MAP_TILES_URL, parsed; null: the maps draw the bundled outlines only. */
    mapTiles: MapTiles | null;
    /** The origin absolute links are built on: PUBLIC_URL, or a trusted Host (lib/public-origin.ts). */
    originOf: (request: FastifyRequest) => string;
    /** HOST_FEE_BP: the platform's fee in basis points, written on each new hold. */
    hostFeeBp: number;
  }
}

export interface BuildAppOptions {
  /** Drizzle instance; its pool belongs to the caller, who closes it after `app.close()`. */
  db: Database;
  /** Fastify's logger: false in tests, `{ level }` in server.ts. Default false. */
  logger?: FastifyServerOptions['logger'];
  /** `vite build` output to serve. Omit to run the API alone (pages then answer 503). */
  distDir?: string | undefined;
  /** Origin of absolute links (sitemap, canonical links); without it, a trusted Host or localhost. */
  publicUrl?: string | undefined;
  /** Host names whose Host header may name absolute links when publicUrl is unset (TRUSTED_HOSTS). */
  trustedHosts?: readonly string[] | undefined;
  /** Reported by /health; defaults to package.json's version. */
  version?: string;
  /**
   * Access-token key (≥32 bytes; server.ts passes boot/auth-secret.ts's) and the refresh cookie's
   * Secure flag (default true). Omitted: a random key, so tokens die with the app (tests, tools).
   */
  auth?: { secret: Uint8Array; cookieSecure?: boolean };
  /** Mail: SMTP or an outbox folder, or a ready mailer (tests). Default: an outbox in the temp folder. */
  email?: MailerOptions | { mailer: Mailer };
  /** Google sign-in; absent or without a client id, social login answers 503 and the button is hidden. */
  google?: { clientId: string | undefined; jwksUrl?: string | undefined };
  /** Generated photos under /media (boot/start.ts wires the store); absent, /media answers 404. */
  media?: MediaOptions;
  /** Rows per child sitemap (default: as many as the protocol's 50,000 URLs allow); tests lower it. */
  sitemapRows?: number;
  /** The in-process cache of public catalogue reads (plugins/public-cache.ts); tests shorten or bound it. */
  publicCache?: PublicCacheOptions;
  /** Take background jobs in this process (default true); tests that run a job by hand turn it off. */
  workJobs?: boolean;
  /** Load shedding thresholds (plugins/pressure.ts); false turns it off. */
  pressure?: PressureOptions | false;
  /** Stripe is configured (STRIPE_SECRET_KEY): its origins join the pages' CSP. Default false. */
  stripe?: boolean;
  /** A map tile provider (MAP_TILES_URL, lib/map-tiles.ts): its origin joins the CSP. Default none. */
  mapTiles?: MapTiles | null;
  /** CONTACT_TO (the desk's copy of contact messages; unset: the outbox folder) and that folder. */
  contact?: { to?: string | undefined; outboxDir?: string };
  /** Where owners' photos are stored (`${DATA_DIR}/uploads`); default a folder in the temp dir. */
  uploadsDir?: string;
  /** Where rate-limit counters live (plugins/rate-limit.ts): Redis when given, else this process. */
  rateLimit?: RateLimitOptions;
  /**
   * Fetch imported calendars from loopback and private addresses: only for tests that serve feeds
   * locally. Ignored when NODE_ENV is production, so a deployment can never turn the check off.
   */
  allowPrivateFeeds?: boolean;
  /** The platform's fee on hosts' stays, in basis points (HOST_FEE_BP); default 1000. */
  hostFeeBp?: number;
  /**
   * Read replicas for the public catalogue reads (DATABASE_REPLICA_URLS, plugins/read-routing.ts). The
   * app opens and closes their pools; absent or empty, every read goes to `db` as before.
   */
  replicas?: ReplicaOptions;
  /** TRUST_PROXY: the load balancers whose X-Forwarded-For names the client (Fastify's trustProxy). */
  trustProxy?: readonly string[] | undefined;
  /** METRICS_TOKEN: the bearer token `/metrics` answers (plugins/metrics.ts); unset, no `/metrics`. */
  metricsToken?: string | undefined;
}

/** JSON bodies here are small forms; a tight limit turns abuse into a cheap 413. */
const BODY_LIMIT = 64 * 1024;

/**
 * Builds the whole HTTP app without listening, so server.ts and tests (via `inject`) run the same code.
 * Call `await app.ready()` (or `listen`) before use; routes may still be added until then.
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  // Hosts' unit photos: written by the hosting routes, served beside the generated ones under /media.
  const unitPhotosDir = join(options.uploadsDir ?? join(tmpdir(), 'sakan-uploads'), 'units');
  const authSecret = options.auth?.secret ?? new Uint8Array(randomBytes(48));
  const cookieSecure = options.auth?.cookieSecure ?? true;
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new AccessLogController(),
    genReqId: requestIdFor,
    // genReqId reads x-request-id itself, validating it first.
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    ...(options.trustProxy?.length ? { trustProxy: [...options.trustProxy] } : {}),
    // Errors raised before routing (e.g. a malformed URL) still get the envelope.
    frameworkErrors: (_error, request, reply) =>
      sendProblem(request, reply, { status: 400, code: 'BAD_REQUEST', messageKey: 'errors.bad_request' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.register(requestContextPlugin);
  app.register(securityHeadersPlugin, {
    google: Boolean(options.google?.clientId),
    stripe: options.stripe ?? false,
    mapTiles: options.mapTiles?.cspSource ?? null,
    https: options.publicUrl?.startsWith('https://') ?? false,
  });
  app.decorate('allowPrivateFeeds', privateFeedsAllowed(options.allowPrivateFeeds));
  app.register(i18nPlugin);
  app.register(errorsPlugin);
  if (options.pressure !== false) app.register(pressurePlugin, options.pressure ?? {});
  app.register(dbPlugin, { db: options.db });
  app.register(jobsPlugin, { db: options.db, work: options.workJobs ?? true });
  app.register(fastifyCookie);
  app.register(rateLimitPlugin, options.rateLimit ?? {});
  // Before the routes, which it collects into /api/docs.
  app.register(openApiPlugin);
  app.decorate('originOf', createOriginResolver(options));
  app.decorate('mapTiles', options.mapTiles ?? null);
  app.decorate('hostFeeBp', options.hostFeeBp ?? DEFAULT_HOST_FEE_BP);
  const publicCache = createPublicCache(options.publicCache);
  app.decorate('publicCache', publicCache);
  app.register(publicCacheSyncPlugin, {
    cache: publicCache,
    pool: (options.db as unknown as { $client: pg.Pool }).$client,
  });
  app.register(metricsPlugin, { token: options.metricsToken });
  app.register(readRoutingPlugin, {
    db: options.db,
    replicas: options.replicas,
    secret: authSecret,
    cookieSecure,
  });
  app.register(emailPlugin, options.email ?? { outboxDir: join(tmpdir(), 'sakan-outbox') });
  app.decorate(
    'google',
    options.google?.clientId
      ? createGoogleVerifier({ clientId: options.google.clientId, jwksUrl: options.google.jwksUrl })
      : null,
  );
  app.register(authPlugin, { secret: authSecret, cookieSecure });

  // Compression is scoped to dynamic responses; built files are already compressed on disk.
  app.register(async (dynamic) => {
    await dynamic.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Quality 4 is much faster than the default 11 and close in size for small JSON and XML.
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    // After compress, so cached catalogue reads keep their compressed bytes too (see the plugin).
    await dynamic.register(publicCachePlugin, { store: publicCache });
    await dynamic.register(
      async (api) => {
        // API answers are personal or language-specific unless a route says otherwise.
        api.addHook('onRequest', async (_request, reply) => {
          reply.header('cache-control', 'no-store');
        });
        await api.register(contentRoutes);
        await api.register(authRoutes);
        await api.register(recoveryRoutes);
        await api.register(socialRoutes);
        await api.register(accountRoutes);
        await api.register(catalogueRoutes);
        await api.register(unitRoutes);
        await api.register(investmentRoutes);
        await api.register(reviewRoutes);
        await api.register(checkoutRoutes);
        await api.register(reservationRoutes);
        await api.register(loyaltyRoutes);
        await api.register(favoriteRoutes);
        await api.register(notificationRoutes);
        await api.register(messageRoutes, {
          photosDir: join(options.uploadsDir ?? join(tmpdir(), 'sakan-uploads'), 'messages'),
        });
        await api.register(contentPagesRoutes);
        await api.register(newsletterRoutes);
        await api.register(contactRoutes, {
          to: options.contact?.to,
          outboxDir: options.contact?.outboxDir ?? join(tmpdir(), 'sakan-outbox'),
        });
        await api.register(propertyRoutes, {
          uploadsDir: join(options.uploadsDir ?? join(tmpdir(), 'sakan-uploads'), 'properties'),
        });
        await api.register(hostingRoutes, { prefix: '/hosting', unitPhotosDir });
        await api.register(backofficeRoutes, {
          prefix: '/backoffice',
          uploadsDir: options.uploadsDir ?? join(tmpdir(), 'sakan-uploads'),
        });
      },
      { prefix: '/api/v1' },
    );
    await dynamic.register(refreshRoutes);
    await dynamic.register(siteRoutes, {
      version: options.version ?? APP_VERSION,
      sitemapRows: options.sitemapRows,
    });
  });

  // Outside the compressed scope: WebP and AVIF are compressed already.
  if (options.media) app.register(mediaPlugin, { uploadedDir: unitPhotosDir, ...options.media });
  app.register(staticPlugin, {
    distDir: options.distDir,
    resolveRedirect: createRedirectResolver(options.db, () => publicCache.generationOf('content')),
    unitCover: (slug) => findCoverKeyBySlug(options.db, slug),
    slugExists: (kind, slug) => slugExists(options.db, kind, slug),
    headFor: createFaqHead(options.db, () => publicCache.generationOf('content')),
  });
  return app;
}
