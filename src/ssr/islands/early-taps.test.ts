import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTapReplay } from './early-taps';

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
  const hydratedAll = createTapReplay({ islandOf, hydrated: () => true, hydratedBy: () => undefined });
  const { tappedInside } = hydratedAll;
  const replayTaps = (id: string) => hydratedAll.replay(id);
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
    hydratedAll.keepEarlyTaps([carousel.button]);
    expect(tappedInside(carousel.root)).toBe(true);
    expect(tappedInside(search.root)).toBe(false);

    replayTaps('b');
    vi.runAllTimers();
    expect(pressed).not.toHaveBeenCalled();
    replayTaps('a');
    vi.runAllTimers();
    expect(pressed).toHaveBeenCalledTimes(1);
    // Once replayed, a later hydration report presses nothing again.
    replayTaps('a');
    vi.runAllTimers();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(tappedInside(carousel.root)).toBe(false);
  });

  it('does not press a button that hydration replaced', () => {
    const carousel = island('a');
    const pressed = vi.fn();
    carousel.button.addEventListener('click', pressed);
    hydratedAll.keepEarlyTaps([carousel.button]);
    replayTaps('a');
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

  /**
   * An island with a list button, and React's stand-in: `hydratedBy` holds whether the list has
   * hydrated, with the event React hydrated it for on the spot (undefined: hydrated on its own).
   * The listeners stay on window for the whole file: the other tests' islands count as hydrated.
   */
  const hydratedBy = new Map<string, Event | undefined>();
  const replay = createTapReplay({
    islandOf,
    hydrated: (id) => id !== 'list' || hydratedBy.has(id),
    hydratedBy: (id) => hydratedBy.get(id),
  });
  replay.keepDroppedPresses();
  function page() {
    hydratedBy.clear();
    const list = island('list');
    const clicks: boolean[] = [];
    const keys: string[] = [];
    list.button.addEventListener('click', (event) => clicks.push(event.isTrusted));
    list.button.addEventListener('keydown', (event) => keys.push(event.key));
    return { button: list.button, clicks, keys };
  }
  const pointerDown = (target: Element) => target.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  const hydrate = () => {
    hydratedBy.set('list', undefined);
    replay.replay('list');
  };

  it('keeps a press on an island whose code is still loading and presses again once it hydrates', () => {
    const { button, clicks } = page();
    pointerDown(button);
    button.click();
    vi.runAllTimers();
    expect(clicks).toHaveLength(1);
    hydrate();
    vi.runAllTimers();
    expect(clicks).toHaveLength(2);
  });

  it('leaves alone a press React delivered: to a hydrated island, or one it hydrated for that press', () => {
    const { button, clicks } = page();
    hydratedBy.set('list', undefined);
    pointerDown(button);
    button.click();
    vi.runAllTimers();
    expect(clicks).toHaveLength(1);

    hydratedBy.clear();
    const onTheSpot = (event: Event) => hydratedBy.set('list', event);
    button.addEventListener('pointerdown', onTheSpot);
    pointerDown(button);
    button.click();
    replay.replay('list');
    vi.runAllTimers();
    expect(clicks).toHaveLength(2);
  });

  it('presses again at once when the island hydrated between the press’s start and its click', () => {
    const { button, clicks } = page();
    pointerDown(button);
    vi.runAllTimers();
    hydrate();
    button.click();
    vi.runAllTimers();
    // react-aria ignores a click whose pointerdown it never saw: only the replayed one opens the list.
    expect(clicks).toHaveLength(2);
  });

  it('replays the arrow key that opens a closed list, and no other key', () => {
    const { button, keys } = page();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    vi.runAllTimers();
    hydrate();
    vi.runAllTimers();
    expect(keys).toEqual(['ArrowDown', 'a', 'ArrowDown']);
  });
});
