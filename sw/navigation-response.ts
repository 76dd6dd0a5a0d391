/**
 * How a page navigation is answered, free of Workbox (whose modules expect a worker global at load)
 * so it is unit-tested in Node. The network's answer goes back as it is, status and headers included:
 * a missing page stays a 404 and a redirect stays a redirect, as the server decided. When the network
 * cannot be reached (the fetch rejects: offline, DNS, connection refused), or has not answered within
 * `waitMs` (a connection that is up but carries nothing, as on a train or at a door with one bar), the
 * precached app shell answers, so every page still opens with no signal and never hangs on a white page.
 */
export async function networkOrShell({
  network,
  shell,
  waitMs = NAVIGATION_WAIT_MS,
}: {
  network: () => Promise<Response>;
  shell: () => Promise<Response>;
  waitMs?: number;
}): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  try {
    const answer = await Promise.race([network(), gaveUp]);
    return answer ?? (await shell());
  } catch {
    return shell();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Long enough for a server-rendered page on a slow mobile connection, short enough that a guest with
 * no usable signal sees the app and what it keeps rather than a blank tab.
 */
export const NAVIGATION_WAIT_MS = 4000;
