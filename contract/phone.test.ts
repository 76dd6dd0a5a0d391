import { describe, expect, it } from 'vitest';
import { PhoneInput, toE164 } from './phone';

describe('toE164', () => {
  it.each([
    ['0501234567', '+966501234567'],
    ['966501234567', '+966501234567'],
    ['00966501234567', '+966501234567'],
    ['+966 50 123 4567', '+966501234567'],
    ['(050) 123-4567', '+966501234567'],
    ['٠٥٠١٢٣٤٥٦٧', '+966501234567'],
    ['۰۵۰۱۲۳۴۵۶۷', '+966501234567'],
    ['+971 50 123 4567', '+971501234567'],
    ['garbage', null],
    ['call 0501234567', null],
    ['050123', null],
    ['05012345678', null],
    ['', null],
  ])('reads %j for Saudi Arabia as %j', (input, e164) => {
    expect(toE164(input, 'SA')).toBe(e164);
  });

  it.each([
    ['0501234567', '+971501234567'],
    ['050 123 4567', '+971501234567'],
    ['971501234567', '+971501234567'],
    ['٠٥٠١٢٣٤٥٦٧', '+971501234567'],
    ['+966 50 123 4567', '+966501234567'],
    ['garbage', null],
    ['05012', null],
  ])('reads %j for the United Arab Emirates as %j', (input, e164) => {
    expect(toE164(input, 'AE')).toBe(e164);
  });
});

describe('PhoneInput', () => {
  it('normalises a national or spaced number to E.164', () => {
    expect(PhoneInput.parse(' 0501234567 ')).toBe('+966501234567');
    expect(PhoneInput.parse('+966 50 123 4567')).toBe('+966501234567');
    expect(PhoneInput.parse('٠٥٠١٢٣٤٥٦٧')).toBe('+966501234567');
  });

  it('refuses what is not a phone number, naming the message to show', () => {
    for (const input of ['garbage', '050123', '+1555']) {
      const result = PhoneInput.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ code: 'custom', params: { i18n: 'validation.phone' } });
    }
  });
});
