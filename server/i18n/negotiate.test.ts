import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './negotiate';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['ar-SA', 'ar'],
    ['AR-ae', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,ar;q=0.8,en;q=0.5', 'ar'],
    ['en;q=0.4, ar;q=0.6', 'ar'],
    ['ar;q=0, en', 'en'],
    ['ar;q=0.5, en;q=0.5', 'ar'],
    ['de, *;q=0.5', 'en'],
    ['ar;q=2, en;q=0.1', 'en'],
    ['fr', 'en'],
  ])('reads %j as %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
