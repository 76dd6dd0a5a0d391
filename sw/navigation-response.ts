/**
 * How a page navigation is answered, free of Workbox (whose modules expect a worker global at load)
 * so it is unit-tested in Node. The network's answer goes back as it is, status and headers included:
 * a missing page stays a 404 and a redirect stays a redirect, as the server decided. Only when the
 * network cannot be reached at all (the fetch rejects: offline, DNS, connection refused) does the
 * precached app shell answer, so every page still opens offline.
 */
export async function networkOrShell({
  network,
  shell,
}: {
  network: () => Promise<Response>;
  shell: () => Promise<Response>;
}): Promise<Response> {
  try {
    return await network();
  } catch {
    return shell();
  }
}
