import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { AccessLogController } from './lib/access-log';
import { APP_VERSION } from './lib/version';
import { accountRoutes } from './modules/account/routes';
import { recoveryRoutes } from './modules/auth/recovery-routes';
import { authRoutes, refreshRoutes } from './modules/auth/routes';
import { socialRoutes } from './modules/auth/social-routes';
import { createRedirectResolver } from './modules/content/redirects';
import { findCoverKeyBySlug } from './modules/units/repository';
import { catalogueRoutes } from './modules/content/catalogue-routes';
import { contentRoutes } from './modules/content/routes';
import { siteRoutes } from './modules/site/routes';
import { unitRoutes } from './modules/units/routes';
import { investmentRoutes } from './modules/investment/routes';
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
import { createGoogleVerifier, type GoogleVerifier } from './lib/google-id-token';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies Google ID tokens; null when Google sign-in is not configured. */
    google: GoogleVerifier | null;
  }
}

export interface BuildAppOptions {
  /** Drizzle instance; its pool belongs to the caller, who closes it after `app.close()`. */
  db: Database;
  /** Fastify's logger: false in tests, `{ level }` in server.ts. Default false. */
  logger?: FastifyServerOptions['logger'];
  /** `vite build` output to serve. Omit to run the API alone (pages then answer 503). */
  distDir?: string | undefined;
  /** Origin used in sitemap links; defaults to the request's own. */
  publicUrl?: string | undefined;
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
  /** Where rate-limit counters live (plugins/rate-limit.ts): Redis when given, else this process. */
  rateLimit?: RateLimitOptions;
}

/** JSON bodies here are small forms; a tight limit turns abuse into a cheap 413. */
const BODY_LIMIT = 64 * 1024;

/**
 * Builds the whole HTTP app without listening, so server.ts and tests (via `inject`) run the same code.
 * Call `await app.ready()` (or `listen`) before use; routes may still be added until then.
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new AccessLogController(),
    genReqId: requestIdFor,
    // genReqId reads x-request-id itself, validating it first.
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    // Errors raised before routing (e.g. a malformed URL) still get the envelope.
    frameworkErrors: (_error, request, reply) =>
      sendProblem(request, reply, { status: 400, code: 'BAD_REQUEST', messageKey: 'errors.bad_request' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.register(requestContextPlugin);
  app.register(i18nPlugin);
  app.register(errorsPlugin);
  app.register(dbPlugin, { db: options.db });
  app.register(jobsPlugin, { db: options.db, work: options.workJobs ?? true });
  app.register(fastifyCookie);
  app.register(rateLimitPlugin, options.rateLimit ?? {});
  const publicCache = createPublicCache(options.publicCache);
  app.decorate('publicCache', publicCache);
  app.register(publicCacheSyncPlugin, {
    cache: publicCache,
    pool: (options.db as unknown as { $client: pg.Pool }).$client,
  });
  app.register(emailPlugin, options.email ?? { outboxDir: join(tmpdir(), 'sakan-outbox') });
  app.decorate(
    'google',
    options.google?.clientId
      ? createGoogleVerifier({ clientId: options.google.clientId, jwksUrl: options.google.jwksUrl })
      : null,
  );
  app.register(authPlugin, {
    secret: options.auth?.secret ?? new Uint8Array(randomBytes(48)),
    cookieSecure: options.auth?.cookieSecure ?? true,
  });

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
      },
      { prefix: '/api/v1' },
    );
    await dynamic.register(refreshRoutes);
    await dynamic.register(siteRoutes, {
      publicUrl: options.publicUrl,
      version: options.version ?? APP_VERSION,
      sitemapRows: options.sitemapRows,
    });
  });

  // Outside the compressed scope: WebP and AVIF are compressed already.
  if (options.media) app.register(mediaPlugin, options.media);
  app.register(staticPlugin, {
    distDir: options.distDir,
    resolveRedirect: createRedirectResolver(options.db),
    unitCover: (slug) => findCoverKeyBySlug(options.db, slug),
  });
  return app;
}
