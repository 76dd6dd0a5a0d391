import fc from 'fast-check';

/**
 * Values that are wrong or extreme whatever the schema says, mixed in at every position by
 * arbitrary.ts: NUL characters, numbers past 32 and 53 bits, odd dates and months, wrong types, very
 * long text.
 */
const HOSTILE_STRINGS = [
  '\u0000',
  'Nul\u0000Name',
  '%00',
  '',
  ' ',
  '0000-01',
  '9999-12',
  '0000-00-00',
  '9999-12-31',
  '2026-02-30',
  '2026-13-01',
  '-1',
  '2147483648',
  '9007199254740993',
  '1e400',
  'NaN',
  'Infinity',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u202eevil',
  '😀'.repeat(50),
  'a'.repeat(5000),
];
// Past 32 bits, past 2^53 (a double's last exact integer, so the JSON text loses precision), extremes.
const HOSTILE_NUMBERS = [2_147_483_648, -2_147_483_649, 2 ** 53 + 2, -1, 0, 1.5, 1e308, -1e308];

/** A value that is wrong or extreme whatever the schema says. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, [], {}, [1, 2], { nested: '\u0000' }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
