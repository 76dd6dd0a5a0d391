import { describe, expect, it } from 'vitest';
import {
  CAROUSEL,
  dragDelta,
  keyDelta,
  stepIndex,
  throttle,
  trackOffset,
  wheelDelta,
} from './carousel-logic';

describe('carousel behaviour (spec: business constants)', () => {
  it('uses the spec constants', () => {
    expect(CAROUSEL).toMatchObject({
      transitionMs: 300,
      itemsToShow: 1,
      wheelThreshold: 10,
      dragThreshold: 0.3,
      keyThrottleMs: 200,
      autoplayMs: 5000,
      swipeThresholdPx: 40,
    });
  });

  it('moves one slide and wraps at both ends', () => {
    expect(stepIndex(0, 1, 5)).toBe(1);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('mirrors the arrow keys in RTL', () => {
    expect(keyDelta('ArrowRight', 'ltr')).toBe(1);
    expect(keyDelta('ArrowLeft', 'ltr')).toBe(-1);
    expect(keyDelta('ArrowLeft', 'rtl')).toBe(1);
    expect(keyDelta('ArrowRight', 'rtl')).toBe(-1);
    expect(keyDelta('ArrowUp', 'ltr')).toBe(0);
  });

  it('needs 40 px of swipe on touch and 30% of the slide with a mouse', () => {
    expect(dragDelta(-39, 1000, 'touch', 'ltr')).toBe(0);
    expect(dragDelta(-40, 1000, 'touch', 'ltr')).toBe(1);
    expect(dragDelta(40, 1000, 'touch', 'ltr')).toBe(-1);
    expect(dragDelta(-299, 1000, 'mouse', 'ltr')).toBe(0);
    expect(dragDelta(-300, 1000, 'mouse', 'ltr')).toBe(1);
    expect(dragDelta(60, 1000, 'touch', 'rtl')).toBe(1);
  });

  it('moves on a horizontal wheel past 10 and ignores vertical scrolling', () => {
    expect(wheelDelta(9, 0, 'ltr')).toBe(0);
    expect(wheelDelta(11, 0, 'ltr')).toBe(1);
    expect(wheelDelta(-11, 0, 'ltr')).toBe(-1);
    expect(wheelDelta(11, 0, 'rtl')).toBe(-1);
    expect(wheelDelta(20, 40, 'ltr')).toBe(0);
  });

  it('shifts the track the other way in RTL', () => {
    expect(trackOffset(2, 0, 'ltr')).toBe('translateX(calc(-200% + 0px))');
    expect(trackOffset(2, -15, 'rtl')).toBe('translateX(calc(200% + -15px))');
  });

  it('lets one key press through per 200 ms', () => {
    let t = 0;
    const allow = throttle(CAROUSEL.keyThrottleMs, () => t);
    expect(allow()).toBe(true);
    t = 199;
    expect(allow()).toBe(false);
    t = 200;
    expect(allow()).toBe(true);
  });
});
