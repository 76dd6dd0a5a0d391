import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, ToggleButton } from 'react-aria-components';
import { directionOf, isLocale } from '../../lib/locale';
import { useReducedMotion } from '../../lib/motion';
import {
  CAROUSEL,
  dragDelta,
  keyDelta,
  stepIndex,
  throttle,
  trackOffset,
  wheelDelta,
} from './carousel-logic';

export interface Slide {
  key: string;
  content: ReactNode;
}

/**
 * One slide at a time (spec: business constants), after the WAI-ARIA carousel pattern: a pause button first, previous and
 * next, a button per slide, hidden slides inert so Tab never lands on them, and a polite live region
 * that stays quiet while the slides rotate on their own. Autoplay holds while the pointer or focus is
 * inside and is off when the visitor asks for reduced motion.
 */
export function Carousel({ label, slides }: { label: string; slides: Slide[] }) {
  const { t, i18n } = useLingui();
  const dir = directionOf(isLocale(i18n.locale) ? i18n.locale : 'en');
  const count = slides.length;
  const [index, setIndex] = useState(0);
  // Until the visitor presses play or pause, autoplay follows their motion setting (read after
  // hydration: the server renders it playing).
  const [choice, setPlaying] = useState<boolean | null>(null);
  const reduced = useReducedMotion();
  const playing = choice ?? !reduced;
  const [held, setHeld] = useState(false);
  const [drag, setDrag] = useState<{ x: number; dx: number; pointer: string } | null>(null);
  const moved = useRef(false);
  const viewport = useRef<HTMLDivElement>(null);
  const allowKey = useMemo(() => throttle(CAROUSEL.keyThrottleMs), []);
  const allowWheel = useMemo(() => throttle(CAROUSEL.transitionMs), []);
  const go = (delta: number) => setIndex((i) => stepIndex(i, delta, count));
  const root = useRef<HTMLElement>(null);
  // `index` restarts the clock, so a slide the visitor just chose stays its full 5 s.
  useEffect(() => {
    if (!playing || held || count < 2) return;
    const id = window.setInterval(
      () => document.hidden || setIndex((i) => stepIndex(i, 1, count)),
      CAROUSEL.autoplayMs,
    );
    return () => window.clearInterval(id);
  }, [playing, held, count, index]);

  // Arrow keys pressed on any control or link inside move the slides (listened to on the region,
  // where the key events of its focusable children arrive).
  useEffect(() => {
    const node = root.current;
    const onKey = (e: KeyboardEvent) => {
      const delta = keyDelta(e.key, dir);
      if (delta === 0 || (e.target as HTMLElement).closest('input, textarea, select')) return;
      e.preventDefault();
      if (allowKey()) setIndex((i) => stepIndex(i, delta, count));
    };
    node?.addEventListener('keydown', onKey);
    return () => node?.removeEventListener('keydown', onKey);
  }, [dir, count, allowKey]);

  const rotating = playing && !held;
  return (
    <section
      ref={root}
      className="carousel"
      aria-roledescription={t`carousel`}
      aria-label={label}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld(false)}
    >
      <div className="carousel-controls">
        <ToggleButton
          className="carousel-button"
          isSelected={!playing}
          onChange={(paused) => setPlaying(!paused)}
          aria-label={playing ? t`Pause the slides` : t`Play the slides`}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </ToggleButton>
        <Button className="carousel-button" onPress={() => go(-1)} aria-label={t`Previous slide`}>
          <span aria-hidden="true" className="carousel-arrow carousel-arrow-back" />
        </Button>
        <Button className="carousel-button" onPress={() => go(1)} aria-label={t`Next slide`}>
          <span aria-hidden="true" className="carousel-arrow" />
        </Button>
      </div>
      <div
        ref={viewport}
        className="carousel-viewport"
        onWheel={(e) => {
          const delta = wheelDelta(e.deltaX, e.deltaY, dir);
          if (delta !== 0 && allowWheel()) go(delta);
        }}
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          moved.current = false;
          setDrag({ x: e.clientX, dx: 0, pointer: e.pointerType });
        }}
        onPointerMove={(e) => {
          if (!drag) return;
          const dx = e.clientX - drag.x;
          if (Math.abs(dx) > 5 && !moved.current) {
            moved.current = true;
            e.currentTarget.setPointerCapture(e.pointerId);
          }
          setDrag({ ...drag, dx });
        }}
        onPointerUp={() => {
          if (drag) go(dragDelta(drag.dx, viewport.current?.clientWidth ?? 1, drag.pointer, dir));
          setDrag(null);
        }}
        onPointerCancel={() => setDrag(null)}
        // A drag that moved is not a click on the slide's link.
        onClickCapture={(e) => moved.current && e.preventDefault()}
        onDragStart={(e) => e.preventDefault()}
      >
        <div
          className={`carousel-track${drag ? ' is-dragging' : ''}`}
          style={{ transform: trackOffset(index, drag?.dx ?? 0, dir) }}
          aria-live={rotating ? 'off' : 'polite'}
        >
          {slides.map((slide, i) => {
            const position = i + 1;
            return (
              <div
                key={slide.key}
                className="carousel-slide"
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${position} of ${count}`}
                inert={i !== index}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>
      <div className="carousel-dots">
        {slides.map((slide, i) => {
          const position = i + 1;
          return (
            <ToggleButton
              key={slide.key}
              className="carousel-dot"
              isSelected={i === index}
              onChange={() => setIndex(i)}
              aria-label={t`Show slide ${position}`}
            />
          );
        })}
      </div>
    </section>
  );
}
