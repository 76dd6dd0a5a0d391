/**
 * The photo gallery's rules, apart from React so they can be tested: which photo a key or a swipe
 * shows, and how far a pinch zooms. Photos are in reading order, so in a right-to-left page the next
 * one lies to the left: the arrow keys and the swipe direction flip with the page's direction.
 */
export type Direction = 'ltr' | 'rtl';

/** The photo a key press shows, or null when the key is not the gallery's (Escape is the dialog's). */
export function indexForKey(key: string, index: number, count: number, dir: Direction): number | null {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return step(index, 1, count);
    case backward:
      return step(index, -1, count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** One photo on or back, stopping at either end: wrapping would hide where the set begins. */
export function step(index: number, by: number, count: number): number {
  return Math.min(count - 1, Math.max(0, index + by));
}

/** A horizontal drag of at least this share of the stage's width turns the photo. */
export const SWIPE_SHARE = 0.15;

/**
 * +1 for the next photo, -1 for the previous, 0 to stay: a finger moving against the reading
 * direction pulls the next photo in (leftwards in English, rightwards in Arabic), as a page turns.
 */
export function swipeStep(dx: number, dy: number, width: number, dir: Direction): -1 | 0 | 1 {
  // A mostly vertical or short move is not a swipe (the visitor may be scrolling or tapping).
  if (Math.abs(dx) < Math.abs(dy) || Math.abs(dx) < width * SWIPE_SHARE) return 0;
  const towardsStart = dir === 'rtl' ? dx > 0 : dx < 0;
  return towardsStart ? 1 : -1;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** The zoom after a pinch whose fingers went from `from` apart to `to` apart, starting at `scale`. */
export function pinchZoom(scale: number, from: number, to: number): number {
  if (from <= 0) return scale;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, (scale * to) / from));
}

/** A double tap or the zoom button: in to twice the size, or back out to fit. */
export const toggleZoom = (scale: number): number => (scale > MIN_ZOOM ? MIN_ZOOM : 2);
