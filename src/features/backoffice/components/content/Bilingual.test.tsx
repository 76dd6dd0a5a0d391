import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FaqItem } from './guest-previews';
import { BilingualText, type Lang } from './Bilingual';
import { PreviewIn } from './PreviewIn';

/** The question as an editor types it, with the guest FAQ's own item previewing the English draft. */
function Editor() {
  const [values, setValues] = useState<Record<Lang, string>>({ en: 'How do I pay?', ar: 'كيف أدفع؟' });
  return (
    <I18nProvider i18n={i18n}>
      <BilingualText
        name="question"
        label="Question"
        values={values}
        onChange={(lang, value) => setValues((current) => ({ ...current, [lang]: value }))}
        maxLength={300}
      />
      <PreviewIn lang="en">
        <FaqItem
          defaultExpanded
          faq={{ id: 1, category: 'payment', question: values.en, answer: 'By card.' }}
        />
      </PreviewIn>
    </I18nProvider>
  );
}

beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

describe('the bilingual editor', () => {
  it('puts English and Arabic side by side, the Arabic field right to left', () => {
    render(<Editor />);
    const en = screen.getByRole('textbox', { name: 'Question (English)' });
    const ar = screen.getByRole('textbox', { name: 'Question (Arabic)' });
    expect([en.getAttribute('lang'), en.getAttribute('dir')]).toEqual(['en', 'ltr']);
    expect([ar.getAttribute('lang'), ar.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect(en.getAttribute('name')).toBe('question_en');
    expect(ar.getAttribute('name')).toBe('question_ar');
  });

  it('shows the draft in the guest FAQ’s own item as it is typed', async () => {
    render(<Editor />);
    await screen.findByRole('button', { name: /How do I pay\?/ });
    fireEvent.change(screen.getByRole('textbox', { name: 'Question (English)' }), {
      target: { value: 'Can I pay in cash?' },
    });
    const trigger = screen.getByRole('button', { name: /Can I pay in cash\?/ });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText('By card.')).toBeTruthy();
  });
});
