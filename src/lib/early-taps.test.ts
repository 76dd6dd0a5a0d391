import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayTaps, takeEarlyTaps, tappedInside } from './early-taps';

const islandOf = (element: Element) => element.closest('[data-island]')?.getAttribute('data-island') ?? '';

function island(id: string): { root: HTMLElement; button: HTMLButtonElement } {
  const root = document.createElement('div');
  root.setAttribute('data-island', id);
  const button = document.createElement('button');
  button.type = 'button';
  root.append(button);
  document.body.append(root);
  return { root, button };
}

describe('early taps', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('stops the recording and presses each kept button once, after its own island hydrates', () => {
    const carousel = island('a');
    const search = island('b');
    const pressed = vi.fn();
    carousel.button.addEventListener('click', pressed);
    window.__earlyTaps = [carousel.button];
    takeEarlyTaps();
    expect(window.__earlyTaps).toBeNull();
    expect(tappedInside(carousel.root)).toBe(true);
    expect(tappedInside(search.root)).toBe(false);

    replayTaps('b', islandOf);
    vi.runAllTimers();
    expect(pressed).not.toHaveBeenCalled();
    replayTaps('a', islandOf);
    vi.runAllTimers();
    expect(pressed).toHaveBeenCalledTimes(1);
    // Once replayed, a later hydration report presses nothing again.
    replayTaps('a', islandOf);
    vi.runAllTimers();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(tappedInside(carousel.root)).toBe(false);
  });

  it('does not press a button that hydration replaced', () => {
    const carousel = island('a');
    const pressed = vi.fn();
    carousel.button.addEventListener('click', pressed);
    window.__earlyTaps = [carousel.button];
    takeEarlyTaps();
    replayTaps('a', () => 'a');
    carousel.button.remove();
    vi.runAllTimers();
    expect(pressed).not.toHaveBeenCalled();
  });
});
