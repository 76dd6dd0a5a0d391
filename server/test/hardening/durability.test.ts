import { describe, expect, it } from 'vitest';
import { runDurability } from '../../../tests/chaos/durability';

/**
 * One cycle of `npm run chaos` (which runs five): acknowledged writes, kill -9 of the server and its
 * embedded PostgreSQL, a restart on the same DATA_DIR, and every acknowledged write still there.
 */
describe('durability', () => {
  it(
    'keeps every acknowledged write through a kill -9 of the server and its database',
    { timeout: 240_000 },
    async () => {
      const [cycle] = await runDurability({ cycles: 1, signUpsPerCycle: 3 });
      expect(cycle?.acknowledged).toBe(3);
      expect(cycle?.missing).toEqual([]);
    },
  );
});
