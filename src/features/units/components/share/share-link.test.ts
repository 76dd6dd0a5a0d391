import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link';

const data = { title: 'Marina loft', url: 'https://sakan.example/en/units/marina-loft' };
const clipboard = () => ({ writeText: vi.fn(() => Promise.resolve()) });

describe('shareLink', () => {
  it('opens the system share sheet where there is one, and copies nothing', async () => {
    const board = clipboard();
    const share = vi.fn(() => Promise.resolve());
    expect(await shareLink(data, { share, clipboard: board })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(board.writeText).not.toHaveBeenCalled();
  });

  it('copies the link where the browser cannot share', async () => {
    const board = clipboard();
    expect(await shareLink(data, { clipboard: board })).toBe('copied');
    expect(board.writeText).toHaveBeenCalledWith(data.url);
    const refuses = { share: vi.fn(), canShare: () => false, clipboard: clipboard() };
    expect(await shareLink(data, refuses)).toBe('copied');
    expect(refuses.share).not.toHaveBeenCalled();
  });

  it('says nothing when the visitor closes the sheet, but copies when the sheet fails', async () => {
    const closed = () => Promise.reject(new DOMException('closed', 'AbortError'));
    expect(await shareLink(data, { share: closed, clipboard: clipboard() })).toBe('cancelled');
    const broken = () => Promise.reject(new DOMException('no', 'NotAllowedError'));
    expect(await shareLink(data, { share: broken, clipboard: clipboard() })).toBe('copied');
  });

  it('reports a copy the browser refuses', async () => {
    const board = { writeText: () => Promise.reject(new Error('denied')) };
    expect(await shareLink(data, { clipboard: board })).toBe('failed');
  });
});
