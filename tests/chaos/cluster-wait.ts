export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` every 20 ms until `done`; the time it took, or an error after `timeoutMs`. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (done(await read().catch(() => undefined as T))) return Date.now() - start;
    await sleep(20);
  }
  throw new Error(`Still waiting after ${timeoutMs} ms`);
}

/** Sums a metric's samples whose labels contain `part` (Prometheus text from /metrics). */
export function metric(text: string, name: string, part = ''): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(name) && line.includes(part))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}
