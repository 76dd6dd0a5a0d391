import { useRef, useState, type PointerEvent } from 'react';
import { MIN_ZOOM, pinchZoom, swipeStep, toggleZoom, type Direction } from './gallery-logic';

interface Point {
  x: number;
  y: number;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Swipe, pinch and pan on the photo with pointer events (touch, pen and mouse alike). The stage sets
 * `touch-action: none`, so the browser neither scrolls nor zooms the page under the gallery and every
 * move reaches us. One finger swipes (or pans a zoomed photo), two pinch.
 */
export function usePhotoGestures(dir: Direction, onStep: (by: -1 | 1) => void) {
  const [scale, setScale] = useState(MIN_ZOOM);
  const [pan, setPan] = useState<Point>({ x: 0, y: 0 });
  const [drag, setDrag] = useState(0);
  const [held, setHeld] = useState(false);
  const pointers = useRef(new Map<number, Point>());
  const start = useRef({ at: { x: 0, y: 0 }, pan: { x: 0, y: 0 }, spread: 0, scale: MIN_ZOOM });

  const reset = () => {
    setScale(MIN_ZOOM);
    setPan({ x: 0, y: 0 });
    setDrag(0);
  };

  // Each gesture starts from where the last left off, so lifting one finger of a pinch does not jump.
  const begin = () => {
    const [a, b] = [...pointers.current.values()];
    if (!a) return;
    start.current = { at: a, pan, spread: b ? distance(a, b) : 0, scale };
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    setHeld(true);
    begin();
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    if (!a) return;
    const from = start.current;
    if (b) {
      const next = pinchZoom(from.scale, from.spread, distance(a, b));
      setScale(next);
      if (next === MIN_ZOOM) setPan({ x: 0, y: 0 });
    } else if (scale > MIN_ZOOM) {
      setPan({ x: from.pan.x + a.x - from.at.x, y: from.pan.y + a.y - from.at.y });
    } else {
      setDrag(a.x - from.at.x);
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const point = pointers.current.get(event.pointerId);
    const wasSingle = pointers.current.size === 1;
    pointers.current.delete(event.pointerId);
    if (wasSingle && point && scale === MIN_ZOOM && event.type === 'pointerup') {
      const from = start.current.at;
      const by = swipeStep(point.x - from.x, point.y - from.y, event.currentTarget.clientWidth, dir);
      if (by !== 0) onStep(by);
    }
    setDrag(0);
    setHeld(pointers.current.size > 0);
    begin();
  };

  const onDoubleClick = () => {
    setScale(toggleZoom(scale));
    setPan({ x: 0, y: 0 });
  };

  return {
    scale,
    /** While a finger is down the photo follows it at once; the easing is for the steps between. */
    moving: held,
    reset,
    zoom: onDoubleClick,
    transform: `translate(${pan.x + drag}px, ${pan.y}px) scale(${scale})`,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      onDoubleClick,
    },
  };
}
