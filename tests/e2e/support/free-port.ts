import { createServer } from 'node:net';

/**
 * A port nothing listens on, as the OS hands one out. A port picked from a fixed range can be taken on
 * this machine: 3306 is MariaDB's, and a server already there would even answer the health check.
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (!address || typeof address === 'string') throw new Error('could not find a free port');
  return address.port;
}
