import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentLocale } from './i18n';

describe('applyDocumentLocale', () => {
  const root = document.documentElement;
  afterEach(() => {
    root.removeAttribute('lang');
    root.removeAttribute('dir');
  });

  /** The attributes written on <html> while `run` runs (a write counts even with the same value). */
  function writes(run: () => void): string[] {
    const observer = new MutationObserver(() => undefined);
    observer.observe(root, { attributes: true, attributeFilter: ['lang', 'dir'] });
    run();
    const names = observer.takeRecords().map((record) => record.attributeName ?? '');
    observer.disconnect();
    return names.sort();
  }

  it('sets the language and direction when they change', () => {
    root.lang = 'en';
    root.dir = 'ltr';
    expect(writes(() => applyDocumentLocale('ar'))).toEqual(['dir', 'lang']);
    expect([root.lang, root.dir]).toEqual(['ar', 'rtl']);
  });

  it('leaves <html> untouched when the server already set them: a write restyles the whole page', () => {
    root.lang = 'ar';
    root.dir = 'rtl';
    expect(writes(() => applyDocumentLocale('ar'))).toEqual([]);
  });
});
