import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../lib/version';

/** Where the readable page lives; its JSON is at `${DOCS_PATH}/json`. */
export const DOCS_PATH = '/api/docs';

/**
 * The contract published as OpenAPI: every route's zod schemas (contract/) turned into JSON Schema by
 * the zod type provider, so the document cannot drift from what the server validates. Served with
 * Swagger UI at /api/docs; the fuzzer (server/test/hardening/fuzz.test.ts) reads the same document to
 * find every operation, including ones added later by other modules.
 *
 * Must be registered before the routes: @fastify/swagger collects them as they are added.
 */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Sakan API',
          version: APP_VERSION,
          description:
            'Every answer is the envelope of contract/common.ts. Errors carry a translated message ' +
            '(Accept-Language: en or ar) and a machine-readable meta.error_code.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PATH,
      // Swagger UI's own policy, with its inline scripts hashed; never framed, like every other page.
      staticCSP: true,
      transformStaticCSP: (header) =>
        header
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(/\s*upgrade-insecure-requests;?/, ''),
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'sakan-openapi' },
);
