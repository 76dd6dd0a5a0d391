import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepDroppedPresses, replayTaps, takeEarlyTaps, tappedInside } from './early-taps';

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

describe('presses React drops', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  /** A page root with React's stand-in: `hydratedIslands` is what the islands' commits have reported. */
  function page() {
    const root = document.createElement('div');
    document.body.append(root);
    const hydratedIslands = new Set<string>();
    keepDroppedPresses(root, islandOf, (id) => hydratedIslands.has(id));
    const list = island('list');
    root.append(list.root);
    const clicks: boolean[] = [];
    const keys: string[] = [];
    list.button.addEventListener('click', (event) => clicks.push(event.isTrusted));
    list.button.addEventListener('keydown', (event) => keys.push(event.key));
    return { hydratedIslands, button: list.button, clicks, keys };
  }
  const pointerDown = (target: Element) =>
    target.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));

  it('keeps a press on an island that is still loading its code and presses again once it hydrates', () => {
    const { hydratedIslands, button, clicks } = page();
    pointerDown(button);
    button.click();
    expect(clicks).toHaveLength(1);
    hydratedIslands.add('list');
    replayTaps('list', islandOf);
    vi.runAllTimers();
    expect(clicks).toHaveLength(2);
  });

  it('leaves alone a press React delivered to a hydrated island', () => {
    const { hydratedIslands, button, clicks } = page();
    hydratedIslands.add('list');
    pointerDown(button);
    button.click();
    replayTaps('list', islandOf);
    vi.runAllTimers();
    expect(clicks).toHaveLength(1);
  });

  it('presses again at once when the island hydrated between the press’s start and its click', () => {
    const { hydratedIslands, button, clicks } = page();
    pointerDown(button);
    hydratedIslands.add('list');
    button.click();
    vi.runAllTimers();
    // react-aria ignores a click whose pointerdown it never saw: only the replayed one opens the list.
    expect(clicks).toHaveLength(2);
  });

  it('replays the arrow key that opens a closed list, and no other key', () => {
    const { hydratedIslands, button, keys } = page();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    hydratedIslands.add('list');
    replayTaps('list', islandOf);
    vi.runAllTimers();
    expect(keys).toEqual(['ArrowDown', 'a', 'ArrowDown']);
  });
});
