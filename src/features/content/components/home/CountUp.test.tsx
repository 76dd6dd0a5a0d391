import { describe, expect, it } from 'vitest';
import { COUNT_UP_MS, countUpValue } from './CountUp';

describe('count-up (spec: business constants)', () => {
  it('runs for 2 s from 0 to the value', () => {
    expect(COUNT_UP_MS).toBe(2000);
    expect(countUpValue(1000, 0)).toBe(0);
    expect(countUpValue(1000, 1000)).toBeGreaterThan(500);
    expect(countUpValue(1000, 1999)).toBeLessThan(1000);
    expect(countUpValue(1000, 2000)).toBe(1000);
    expect(countUpValue(1000, 5000)).toBe(1000);
  });
});
