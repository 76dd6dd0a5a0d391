import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../../contract/i18n';
import { currentCurrency } from '../../lib/currency';
import CurrencySelect from './CurrencySelect';

// jsdom has no CSS.escape, which react-aria's popover calls when it opens.
globalThis.CSS ??= { escape: (value: string) => value.replace(/["\\]/g, '\\$&') } as typeof CSS;

function renderSwitch() {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  return render(
    <I18nProvider i18n={i18n}>
      <CurrencySelect />
    </I18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  document.cookie = 'currency=; max-age=0; path=/';
});

describe('CurrencySelect', () => {
  it('lists every currency by code and name, the first one SAR, none of them blank', async () => {
    const { container } = renderSwitch();
    // No hidden native <select> either: its blank "nothing chosen" entry was the list's first option.
    expect(container.querySelectorAll('select, option')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Currency: SAR' }));
    // The menu is named by its button, as react-aria labels a menu from its trigger.
    const items = within(screen.getByRole('menu', { name: 'Currency: SAR' })).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'SARSaudi Riyal',
      'AEDUnited Arab Emirates Dirham',
      'EGPEgyptian Pound',
      'USDUS Dollar',
    ]);
    expect(items).toHaveLength(CURRENCIES.length);
    expect(items[0]?.getAttribute('aria-checked')).toBe('true');
  });

  it('remembers the currency picked and shows it on the button', async () => {
    renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'Currency: SAR' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: /USD/ }));
    expect(currentCurrency()).toBe('USD');
    expect(screen.getByRole('button', { name: 'Currency: USD' }).textContent).toContain('USD');
  });
});
