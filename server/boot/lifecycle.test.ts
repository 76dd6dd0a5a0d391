import { describe, expect, it } from 'vitest';
import { Lifecycle } from './lifecycle';

describe('Lifecycle', () => {
  it('undoes the boot steps in reverse order, once, even when one fails', async () => {
    const order: string[] = [];
    const failures: string[] = [];
    const lifecycle = new Lifecycle((message) => failures.push(message));
    lifecycle.defer('lock', () => order.push('lock'));
    lifecycle.defer('postgres', async () => {
      order.push('postgres');
      throw new Error('already stopped');
    });
    lifecycle.defer('http', () => order.push('http'));

    await Promise.all([lifecycle.close(), lifecycle.close()]);
    await lifecycle.close();

    expect(order).toEqual(['http', 'postgres', 'lock']);
    expect(failures).toEqual(['Shutdown step "postgres" failed']);
    expect(lifecycle.isClosing).toBe(true);
  });
});
