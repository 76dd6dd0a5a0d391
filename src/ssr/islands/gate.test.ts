import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_ATTRIBUTE } from './Island';
import { createIslandGates, ISLAND_TIMEOUT_MS } from './gate';

type Gate = Promise<void> & { status: string };

/** Server markup with one island per id, each holding a button. */
function markup(...ids: string[]): Record<string, HTMLButtonElement> {
  const buttons: Record<string, HTMLButtonElement> = {};
  for (const id of ids) {
    const island = document.createElement('div');
    island.setAttribute(ISLAND_ATTRIBUTE, id);
    const button = document.createElement('button');
    button.type = 'button';
    island.append(button);
    document.body.append(island);
    buttons[id] = button;
  }
  return buttons;
}

const open = (gate: Promise<void> | undefined) => (gate as Gate | undefined)?.status === 'fulfilled';

describe('island gates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('has no gate for an island without server markup (rendered in the browser)', () => {
    const gates = createIslandGates(() => []);
    expect(gates.hydrationGate('nowhere', 'in-turn')).toBeUndefined();
  });

  it('opens in-turn islands one at a time, each once the one before has hydrated', () => {
    markup('a', 'b');
    const gates = createIslandGates(() => []);
    const a = gates.hydrationGate('a', 'in-turn');
    const b = gates.hydrationGate('b', 'in-turn');
    expect(open(a)).toBe(true);
    expect(open(b)).toBe(false);
    gates.islandHydrated('a');
    expect(open(b)).toBe(false);
    vi.advanceTimersByTime(0);
    expect(open(b)).toBe(true);
  });

  it(`moves on after ${ISLAND_TIMEOUT_MS} ms when an island never reports`, () => {
    markup('a', 'b');
    const gates = createIslandGates(() => []);
    gates.hydrationGate('a', 'in-turn');
    const b = gates.hydrationGate('b', 'in-turn');
    vi.advanceTimersByTime(ISLAND_TIMEOUT_MS - 1);
    expect(open(b)).toBe(false);
    vi.advanceTimersByTime(10);
    expect(open(b)).toBe(true);
  });

  it('leaves a reached island closed until the visitor reaches into it, then opens it at once', () => {
    const buttons = markup('list');
    const gates = createIslandGates(() => []);
    const list = gates.hydrationGate('list', 'reached');
    vi.advanceTimersByTime(1000);
    expect(open(list)).toBe(false);
    buttons.list!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(open(list)).toBe(true);
  });

  it('opens a waiting gate when React asks again (a parent passes new props)', () => {
    markup('list');
    const gates = createIslandGates(() => []);
    const list = gates.hydrationGate('list', 'reached');
    expect(gates.hydrationGate('list', 'reached')).toBeUndefined();
    expect(open(list)).toBe(true);
  });

  it('opens an island tapped before the page was taken over, and presses the tap again once it hydrated', () => {
    const buttons = markup('a', 'b');
    const pressed = vi.fn();
    buttons.b!.addEventListener('click', pressed);
    const gates = createIslandGates(() => [buttons.b!]);
    gates.hydrationGate('a', 'in-turn');
    const b = gates.hydrationGate('b', 'reached');
    expect(open(b)).toBe(true);
    gates.islandHydrated('b');
    vi.advanceTimersByTime(0);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('records the event an island hydrated for only while that event is being dispatched', () => {
    const buttons = markup('list', 'later');
    const gates = createIslandGates(() => []);
    gates.hydrationGate('list', 'reached');
    gates.hydrationGate('later', 'reached');
    const pressed = new Event('pointerdown', { bubbles: true });
    // React's listener runs after the gate's capture listener, inside the same dispatch.
    buttons.list!.addEventListener('pointerdown', () => gates.islandCommitted('list'), { once: true });
    buttons.list!.dispatchEvent(pressed);
    // After the dispatch, a commit is not "for" that event any more.
    gates.islandCommitted('later');
    expect(pressed.eventPhase).toBe(Event.NONE);
    // Through the replay: a click on a hydrated island is not pressed again.
    gates.watchDroppedPresses();
    const clicks = vi.fn();
    buttons.list!.addEventListener('click', clicks);
    buttons.list!.click();
    vi.runAllTimers();
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});
