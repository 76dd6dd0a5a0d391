import { describe, expect, it } from 'vitest';
import type { OutboxWrite } from '../../../lib/outbox';
import { favoriteWrite } from './toggle-favorite';
import { withQueuedHearts } from './get-favorite-ids';

const queued = (unitId: number, save: boolean, at: number): OutboxWrite => ({
  ...favoriteWrite({ unitId, save }),
  at,
});

describe('withQueuedHearts', () => {
  it('keeps a save made offline when the server has not seen it yet', () => {
    expect(withQueuedHearts([3], [queued(7, true, 1)])).toEqual([7, 3]);
  });

  it('keeps a removal made offline', () => {
    expect(withQueuedHearts([3, 7], [queued(7, false, 1)])).toEqual([3]);
  });

  it('changes nothing when the server already applied the queued save', () => {
    expect(withQueuedHearts([7, 3], [queued(7, true, 1)])).toEqual([7, 3]);
  });

  it('ignores queued writes that are not hearts', () => {
    const markRead: OutboxWrite = { key: 'k', slot: 'read:9', method: 'POST', path: '/x', at: 1 };
    expect(withQueuedHearts([3], [markRead])).toEqual([3]);
  });
});
