import { describe, expect, it } from 'vitest';
import { matchesAll, searchWords } from './faq-search';

describe('FAQ search', () => {
  it('matches every word, whatever the case', () => {
    expect(matchesAll('How long does a Refund take?', searchWords('refund LONG'))).toBe(true);
    expect(matchesAll('How long does a Refund take?', searchWords('refund card'))).toBe(false);
  });

  it('folds Arabic letter forms and diacritics', () => {
    expect(matchesAll('كم تستغرق إعادة المبلغ؟', searchWords('اعاده'))).toBe(true);
    expect(matchesAll('كلمةُ المرور', searchWords('كلمه'))).toBe(true);
  });

  it('shows everything for an empty search', () => {
    expect(matchesAll('anything', searchWords('   '))).toBe(true);
  });
});
