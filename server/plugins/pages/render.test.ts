import { describe, expect, it } from 'vitest';
import { isRenderedPage } from './render';

describe('isRenderedPage', () => {
  it('renders the public catalogue pages in either language', () => {
    for (const path of [
      '/en',
      '/ar/listing',
      '/en/units/riyadh-villa-001',
      '/ar/investment-units',
      '/en/investment-units/x-1',
    ])
      expect(isRenderedPage(path), path).toBe(true);
  });

  it('leaves personal, form and unprefixed pages to the browser', () => {
    for (const path of [
      '/',
      '/listing',
      '/en/account',
      '/en/sign-in',
      '/en/units/x/extras',
      '/ar/confirmation/x',
    ])
      expect(isRenderedPage(path), path).toBe(false);
  });
});
