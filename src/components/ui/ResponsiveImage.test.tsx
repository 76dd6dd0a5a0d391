import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './ResponsiveImage';

describe('ResponsiveImage (spec: business constants)', () => {
  it('offers every breakpoint width in webp, with its size set and lazy below the fold', () => {
    const { container } = render(<ResponsiveImage imageKey="villa-1" alt="A villa" sizes="100vw" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(
      [320, 640, 768, 1024, 1280, 1536].map((w) => `/media/p1/villa-1-${w}.webp ${w}w`).join(', '),
    );
    expect(img).toHaveProperty('width', 1280);
    expect(img).toHaveProperty('height', 800);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(container.querySelector('picture')).toBeNull();
  });

  it('offers a cover in avif first and loads the first image eagerly with high priority', () => {
    const { container } = render(
      <ResponsiveImage imageKey="villa-1" alt="A villa" sizes="100vw" cover priority />,
    );
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(source.getAttribute('srcset')).toContain('/media/p1/villa-1-1536.avif 1536w');
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});
