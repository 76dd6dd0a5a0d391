import { resolve } from 'node:path';
import { BUDGET_ROUTES, measureRoute, routeFiles, readManifest } from './route-js';

/**
 * npm run bench:size — prints the brotli bytes of JavaScript each route needs before its first render.
 * With --url http://localhost:3000 it downloads those files from the running server with
 * `Accept-Encoding: br` and counts the bytes on the wire instead of reading dist/.
 */
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const urlArg = process.argv.indexOf('--url');
const baseUrl = urlArg > 0 ? process.argv[urlArg + 1] : undefined;
const KB = 1024;

async function wireBytes(files: string[]): Promise<number> {
  let total = 0;
  for (const file of files) {
    const res = await fetch(`${baseUrl}/${file}`, { headers: { 'accept-encoding': 'br' } });
    if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
    const encoding = res.headers.get('content-encoding');
    if (encoding && encoding !== 'br') throw new Error(`${file} was sent as ${encoding}, not brotli`);
    // fetch decodes the body, so the bytes on the wire are the Content-Length the server declared.
    total += Number(res.headers.get('content-length'));
  }
  return total;
}

console.log(`JS needed before first render (brotli), from ${baseUrl ?? distDir}`);
for (const route of BUDGET_ROUTES) {
  const { files, bytes } = measureRoute(distDir, route);
  const measured = baseUrl ? await wireBytes(routeFiles(readManifest(distDir), route)) : bytes;
  console.log(
    `${route.name.padEnd(36)} ${(measured / KB).toFixed(1).padStart(7)} KB  (${files.length} files)`,
  );
}
