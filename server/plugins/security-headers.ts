import fastifyHelmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { pagePolicy, permissionsPolicy, RESOURCE_POLICY, type CspOptions } from '../lib/csp';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets the page CSP for an HTML answer whose inline scripts have these hashes (lib/csp.ts). */
    setPagePolicy(reply: FastifyReply, scriptHashes: readonly string[]): void;
  }
}

export type SecurityHeadersOptions = CspOptions;

/**
 * Security headers on every answer (helmet): HSTS when PUBLIC_URL is https, COOP and CORP same-origin,
 * no framing, no sniffing, a Permissions-Policy that turns off what we do not use. The CSP is ours:
 * a locked-down one by default, replaced by the page policy (with its script hashes) on HTML pages.
 *
 * COOP is `same-origin-allow-popups` only when Google sign-in is configured: its popup must be able
 * to report back to the page that opened it.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    await app.register(fastifyHelmet, {
      global: true,
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: options.google ? 'same-origin-allow-popups' : 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
      // The X-XSS-Protection filter is gone from browsers, and "0" is the safe setting for old ones.
      xXssProtection: true,
    });
    const permissions = permissionsPolicy(options);
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', RESOURCE_POLICY);
      reply.header('permissions-policy', permissions);
    });
    app.decorate('setPagePolicy', (reply: FastifyReply, scriptHashes: readonly string[]) => {
      reply.header('content-security-policy', pagePolicy(options, scriptHashes));
    });
  },
  { name: 'sakan-security-headers' },
);
