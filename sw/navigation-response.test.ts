// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { networkOrShell } from './navigation-response';

const SHELL = '<!doctype html><div id="root"></div>';
const shell = () => Promise.resolve(new Response(SHELL, { status: 200 }));

describe('networkOrShell (page navigations)', () => {
  it("keeps the server's 404 for a missing page instead of answering 200 with the shell", async () => {
    const missing = new Response('<h1>Page not found</h1>', { status: 404, headers: { 'x-from': 'server' } });
    const answer = await networkOrShell({ network: () => Promise.resolve(missing), shell });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-from')).toBe('server');
    expect(await answer.text()).toContain('Page not found');
  });

  it("passes the server's page and its errors through as they are", async () => {
    for (const status of [200, 500, 503]) {
      const answer = await networkOrShell({
        network: () => Promise.resolve(new Response('page', { status })),
        shell,
      });
      expect(answer.status).toBe(status);
    }
  });

  it('answers with the app shell when the network cannot be reached (offline)', async () => {
    const answer = await networkOrShell({
      network: () => Promise.reject(new TypeError('Failed to fetch')),
      shell,
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(SHELL);
  });
});

describe('networkOrShell with a connection that carries nothing', () => {
  it('answers with the shell once the wait is over, rather than hanging', async () => {
    const started = Date.now();
    const answer = await networkOrShell({
      network: () => new Promise<Response>(() => undefined),
      shell,
      waitMs: 50,
    });
    expect(await answer.text()).toBe(SHELL);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('still passes a slow but working network answer through within the wait', async () => {
    const slow = () =>
      new Promise<Response>((resolve) =>
        setTimeout(() => resolve(new Response('gone', { status: 404 })), 20),
      );
    expect((await networkOrShell({ network: slow, shell, waitMs: 500 })).status).toBe(404);
  });
});
