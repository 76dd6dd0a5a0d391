import { createReadStream, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { CACHE_DAY, CACHE_IMMUTABLE } from './static-paths';

export interface MediaOptions {
  /** Folder of the current photo files (`${DATA_DIR}/media/<version>`). */
  mediaDir: string;
  /** URL segment naming the current files: `/media/<version>/x.webp` may then be cached for a year. */
  version?: string | undefined;
  /** Makes a missing file on demand (the photo store's `ensure`); false or absent means 404. */
  produce?: ((fileName: string) => Promise<boolean>) | undefined;
  /**
   * Folder of hosts' uploaded unit photos (`${DATA_DIR}/uploads/units`), looked in when mediaDir has
   * no such file. Kept outside the versioned folder: a new version redraws the seed photos and drops
   * the old folder, which must not take the hosts' photos with it.
   */
  uploadedDir?: string | undefined;
}

const TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif' };
// Plain names only: no dots before the extension and no slashes, so nothing escapes mediaDir.
const FILE_NAME = /^[a-z0-9][a-z0-9-]*\.(webp|avif)$/;

/**
 * Serves the generated photos. `/media/<version>/<file>` is immutable because the version changes
 * whenever the drawings do; the bare `/media/<file>` alias only keeps a day, since its bytes change
 * with the version. A miss is a plain 404 (never the app shell), after one chance to be made.
 */
export const mediaPlugin = fp<MediaOptions>(
  async (app, options) => {
    const notFound = (reply: FastifyReply) =>
      reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');

    const send = async (reply: FastifyReply, fileName: string, cacheControl: string) => {
      const extension = FILE_NAME.exec(fileName)?.[1];
      if (!extension) return notFound(reply);
      let path = join(options.mediaDir, fileName);
      let size = fileSizeOf(path);
      if (size === null && options.uploadedDir !== undefined) {
        const uploaded = join(options.uploadedDir, fileName);
        size = fileSizeOf(uploaded);
        if (size !== null) path = uploaded;
      }
      if (size === null && (await options.produce?.(fileName))) size = fileSizeOf(path);
      if (size === null) return notFound(reply);
      return reply
        .header('cache-control', cacheControl)
        .header('content-length', size)
        .header('x-content-type-options', 'nosniff')
        .type(TYPES[extension] ?? 'application/octet-stream')
        .send(createReadStream(path));
    };

    app.get('/media/*', async (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      const parts = rest.split('/');
      if (parts.length === 1) return send(reply, parts[0] ?? '', CACHE_DAY);
      if (parts.length === 2 && options.version !== undefined && parts[0] === options.version)
        return send(reply, parts[1] ?? '', CACHE_IMMUTABLE);
      return notFound(reply);
    });
  },
  { name: 'sakan-media' },
);

function fileSizeOf(path: string): number | null {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}
