import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';

describe('detectLanguage', () => {
  it('keeps the language a review is written in, by its letters', () => {
    expect(detectLanguage('Lovely quiet flat, spotless kitchen.')).toBe('en');
    expect(detectLanguage('شقة هادئة وجميلة، المطبخ نظيف جدًا.')).toBe('ar');
    // Mostly Arabic with a brand name in Latin letters is still Arabic, and the reverse.
    expect(detectLanguage('الإقامة في Marriott كانت ممتازة جدًا والخدمة رائعة')).toBe('ar');
    expect(detectLanguage('Great majlis (مجلس) and a very kind host, we loved it')).toBe('en');
    // Digits and emoji alone say nothing; English is the fallback.
    expect(detectLanguage('10/10 👍👍👍👍')).toBe('en');
  });
});
