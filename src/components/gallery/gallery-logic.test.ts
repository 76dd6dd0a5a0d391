import { describe, expect, it } from 'vitest';
import { indexForKey, MAX_ZOOM, pinchZoom, swipeStep, toggleZoom } from './gallery-logic';

describe('the gallery keys', () => {
  it('moves one photo on and back with the arrows, stopping at either end', () => {
    expect(indexForKey('ArrowRight', 0, 12, 'ltr')).toBe(1);
    expect(indexForKey('ArrowLeft', 3, 12, 'ltr')).toBe(2);
    expect(indexForKey('ArrowLeft', 0, 12, 'ltr')).toBe(0);
    expect(indexForKey('ArrowRight', 11, 12, 'ltr')).toBe(11);
  });

  it('turns the arrows around in right to left: the next photo is on the left', () => {
    expect(indexForKey('ArrowLeft', 0, 12, 'rtl')).toBe(1);
    expect(indexForKey('ArrowRight', 3, 12, 'rtl')).toBe(2);
    expect(indexForKey('ArrowRight', 0, 12, 'rtl')).toBe(0);
  });

  it('goes to the first and last photo with Home and End, whatever the direction', () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      expect(indexForKey('Home', 7, 12, dir)).toBe(0);
      expect(indexForKey('End', 2, 12, dir)).toBe(11);
    }
  });

  it('leaves other keys (Escape, Tab, Enter) to the dialog and its buttons', () => {
    for (const key of ['Escape', 'Tab', 'Enter', ' ', 'ArrowUp']) {
      expect(indexForKey(key, 4, 12, 'ltr')).toBeNull();
    }
  });
});

describe('the gallery swipe', () => {
  const width = 390;

  it('turns to the next photo when the finger moves against the reading direction', () => {
    expect(swipeStep(-120, 10, width, 'ltr')).toBe(1);
    expect(swipeStep(120, 10, width, 'ltr')).toBe(-1);
    expect(swipeStep(120, 10, width, 'rtl')).toBe(1);
    expect(swipeStep(-120, 10, width, 'rtl')).toBe(-1);
  });

  it('ignores a short move (a tap) and a mostly vertical one', () => {
    expect(swipeStep(-20, 0, width, 'ltr')).toBe(0);
    expect(swipeStep(-90, 200, width, 'ltr')).toBe(0);
  });
});

describe('the gallery zoom', () => {
  it('follows the fingers of a pinch, between fitting the screen and four times', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 200, 100)).toBe(1);
    expect(pinchZoom(1, 100, 50)).toBe(1);
    expect(pinchZoom(3, 100, 300)).toBe(MAX_ZOOM);
  });

  it('zooms in to twice and back out on a double tap', () => {
    expect(toggleZoom(1)).toBe(2);
    expect(toggleZoom(2.5)).toBe(1);
  });
});
