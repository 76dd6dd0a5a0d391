import type { FastifyRequest } from 'fastify';

/** Always trusted: a developer's own machine. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export interface PublicOriginOptions {
  /** PUBLIC_URL: when set, every absolute link uses it and the Host header is never read. */
  publicUrl?: string | undefined;
  /** TRUSTED_HOSTS: host names whose Host header may name links when PUBLIC_URL is unset. */
  trustedHosts?: readonly string[] | undefined;
}

/**
 * The origin absolute links (sitemap, canonical and alternate links, mails) are built on. A client
 * controls the Host header, and these links are cached and shown to others, so an unchecked Host
 * would let anyone plant their own domain in them (`Host: evil.example` → `<loc>http://evil.example/…`).
 * PUBLIC_URL wins; otherwise the Host is used only when its name is in TRUSTED_HOSTS (or local), and
 * anything else falls back to localhost on the port the request came in on.
 */
export function createOriginResolver(options: PublicOriginOptions): (request: FastifyRequest) => string {
  if (options.publicUrl) {
    const fixed = options.publicUrl.replace(/\/+$/, '');
    return () => fixed;
  }
  const trusted = new Set([...LOCAL_HOSTS, ...(options.trustedHosts ?? []).map((h) => h.toLowerCase())]);
  return (request) => {
    const hostname = request.hostname.toLowerCase();
    if (trusted.has(hostname)) return `${request.protocol}://${request.host.toLowerCase()}`;
    const port = request.socket.localPort;
    const defaultPort = request.protocol === 'https' ? 443 : 80;
    return `${request.protocol}://localhost${port && port !== defaultPort ? `:${port}` : ''}`;
  };
}
