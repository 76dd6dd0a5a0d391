import { useEffect, useRef, useState } from 'react';
import { currentLocale } from '../../../../lib/i18n';
import { prefersReducedMotion } from '../../../../lib/motion';
import { serverRendered } from '#page-environment';
import { formatCount } from '../../../../lib/numbers';

export const COUNT_UP_MS = 2000;

/** Ease-out: fast at first, settling on the value, as counters usually do. */
export const countUpValue = (target: number, elapsedMs: number): number =>
  elapsedMs >= COUNT_UP_MS ? target : target * (1 - (1 - elapsedMs / COUNT_UP_MS) ** 3);

const stillOnly = () => !window.IntersectionObserver || prefersReducedMotion();

/**
 * A number that counts up from 0 over 2 s (spec: business constants) once it scrolls into view. Screen readers and visitors
 * who ask for reduced motion get the final value straight away; the animated text is hidden from
 * assistive technology so it is not read out sixty times a second.
 */
export function CountUp({ value }: { value: number }) {
  const lang = currentLocale();
  const ref = useRef<HTMLSpanElement>(null);
  // Server markup carries the final value (and hydrating must start from the same); it counts up
  // from 0 when it comes into view all the same.
  const [shown, setShown] = useState(() => (serverRendered() || stillOnly() ? value : 0));
  useEffect(() => {
    const node = ref.current;
    if (!node || stillOnly()) return;
    let frame = 0;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const next = countUpValue(value, now - start);
        setShown(next);
        if (next !== value) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);
  return (
    <span className="count-up">
      {/* The final value, invisible, keeps the width so nothing shifts as digits appear. */}
      <span className="count-up-final" aria-hidden="true">
        {formatCount(value, lang)}
      </span>
      <span ref={ref} className="count-up-live" aria-hidden="true">
        {formatCount(shown, lang)}
      </span>
      <span className="visually-hidden">{formatCount(value, lang)}</span>
    </span>
  );
}
