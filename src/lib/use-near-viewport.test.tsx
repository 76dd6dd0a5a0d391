import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

/** The one IntersectionObserver the hook makes, driven by hand. */
let observed: { callback: IntersectionObserverCallback; margin: string | undefined } | undefined;
class FakeObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observed = { callback, margin: options?.rootMargin };
  }
  observe() {}
  disconnect() {}
}

function Part() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  return (
    <footer ref={ref}>
      <a href="#top">Top</a>
      {near ? 'loaded' : 'waiting'}
    </footer>
  );
}

const comeNear = (isIntersecting: boolean) =>
  act(() =>
    observed?.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  observed = undefined;
});

describe('useNearViewport', () => {
  it('waits until the element comes near the viewport, watching well ahead of it', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Part />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(observed?.margin).toMatch(/^\d+px/);
    comeNear(false);
    expect(screen.getByText('waiting')).toBeTruthy();
    comeNear(true);
    expect(screen.getByText('loaded')).toBeTruthy();
  });

  it('loads at once when keyboard focus reaches into the element', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Part />);
    act(() => screen.getByRole('link').focus());
    expect(screen.getByText('loaded')).toBeTruthy();
  });

  it('does not wait where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(screen.getByText('loaded')).toBeTruthy();
  });
});
