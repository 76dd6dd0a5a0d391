import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as arMessages } from '../../../../locales/ar/checkout.po';
import { formatMoney } from '../../../lib/money';
import { ChargedAmount, ChargeNote } from './ChargedAmount';

const sar = (amount_minor: number) => ({ amount_minor, currency: 'SAR' as const });
const usd = (amount_minor: number) => ({ amount_minor, currency: 'USD' as const });

function show(locale: 'en' | 'ar', node: ReactNode): string {
  i18n.loadAndActivate({ locale, messages: locale === 'ar' ? arMessages : {} });
  const { container } = render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
  // Intl separates a currency from its amount with a no-break space; compare plain text.
  return (container.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

afterEach(cleanup);

describe('ChargedAmount', () => {
  it('shows the SAR charge with the chosen currency beside it, marked approximate', () => {
    expect(show('en', <ChargedAmount charge={sar(110_400)} approx={usd(29_440)} />)).toBe(
      'SAR 1,104 (about $294.40)',
    );
  });

  it('shows the charge alone when the guest browses in SAR', () => {
    expect(show('en', <ChargedAmount charge={sar(110_400)} approx={null} />)).toBe('SAR 1,104');
  });

  it('writes both amounts the Arabic way, the approximate in words', () => {
    const text = show('ar', <ChargedAmount charge={sar(110_400)} approx={usd(29_440)} />);
    const plain = (money: Parameters<typeof formatMoney>[0]) =>
      formatMoney(money, 'ar').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(plain(sar(110_400)));
    expect(text).toContain(`حوالي ${plain(usd(29_440))}`);
  });
});

describe('ChargeNote', () => {
  it('tells, in the page language, that the charge is in riyals and the other currency approximate', () => {
    expect(show('en', <ChargeNote approx={usd(29_440)} />)).toBe(
      'You pay in Saudi riyals (SAR). The US Dollar amount is approximate: your bank converts it at its own rate.',
    );
    cleanup();
    expect(show('ar', <ChargeNote approx={usd(29_440)} />)).toMatch(/بالريال السعودي.*دولار أمريكي تقريبي/);
  });

  it('says nothing when the guest browses in SAR', () => {
    expect(show('en', <ChargeNote approx={null} />)).toBe('');
  });
});
