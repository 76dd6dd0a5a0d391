/**
 * The featured carousel's behaviour (spec: business constants) as pure functions, so every constant is tested without a
 * browser. "Next" always means the following item in reading order: in Arabic it lies to the left.
 */
export const CAROUSEL = {
  transitionMs: 300,
  itemsToShow: 1,
  itemsToScroll: 1,
  wheelThreshold: 10,
  /** A mouse drag moves when it covers this share of a slide's width. */
  dragThreshold: 0.3,
  keyThrottleMs: 200,
  autoplayMs: 5000,
  swipeThresholdPx: 40,
} as const;

export type Direction = 'ltr' | 'rtl';

/** The index after moving `delta` slides, wrapping at both ends. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta * CAROUSEL.itemsToScroll) % count) + count) % count;
}

/** Arrow keys follow the screen: the right arrow is "next" in English and "previous" in Arabic. */
export function keyDelta(key: string, dir: Direction): number {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return 1;
  if (key === back) return -1;
  return 0;
}

/**
 * A finished drag: `dx` is the horizontal travel in screen pixels (positive to the right). Touch moves
 * past 40 px, a mouse past 30% of the slide; dragging content towards the start of the line shows the
 * next slide, which is leftwards in English and rightwards in Arabic.
 */
export function dragDelta(dx: number, slideWidth: number, pointer: string, dir: Direction): number {
  const threshold = pointer === 'mouse' ? slideWidth * CAROUSEL.dragThreshold : CAROUSEL.swipeThresholdPx;
  if (Math.abs(dx) < threshold) return 0;
  const towardsNext = dir === 'rtl' ? dx > 0 : dx < 0;
  return towardsNext ? 1 : -1;
}

/** A horizontal wheel or trackpad flick past the threshold; vertical scrolling is left to the page. */
export function wheelDelta(deltaX: number, deltaY: number, dir: Direction): number {
  if (Math.abs(deltaX) <= Math.abs(deltaY) || Math.abs(deltaX) < CAROUSEL.wheelThreshold) return 0;
  const forward = dir === 'rtl' ? deltaX < 0 : deltaX > 0;
  return forward ? 1 : -1;
}

/** The track's offset for a slide (and a live drag), mirrored in RTL where the track runs leftwards. */
export function trackOffset(index: number, dragPx: number, dir: Direction): string {
  const sign = dir === 'rtl' ? 1 : -1;
  return `translateX(calc(${sign * index * 100}% + ${dragPx}px))`;
}

/** Lets one call through per `ms`; held keys repeat far faster than a slide can move. */
export function throttle(ms: number, now: () => number = Date.now): () => boolean {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}
