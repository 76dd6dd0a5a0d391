import { afterEach, describe, expect, it } from 'vitest';
import { revealScrollIndicatorOnScroll } from './scroll-indicator';

const settled = () => document.documentElement.hasAttribute('data-settled');

afterEach(() => document.documentElement.removeAttribute('data-settled'));

describe('scroll indicator', () => {
  it('stays hidden until the page settles, then shows', () => {
    const reveal = revealScrollIndicatorOnScroll();
    expect(settled()).toBe(false);
    reveal();
    expect(settled()).toBe(true);
  });

  it("shows at the visitor's first scroll, before the page has settled", () => {
    revealScrollIndicatorOnScroll();
    window.dispatchEvent(new Event('scroll'));
    expect(settled()).toBe(true);
  });

  it('stops listening once shown', () => {
    const reveal = revealScrollIndicatorOnScroll();
    reveal();
    document.documentElement.removeAttribute('data-settled');
    window.dispatchEvent(new Event('scroll'));
    expect(settled()).toBe(false);
  });
});
