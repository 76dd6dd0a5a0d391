import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HostPricing } from '../../../../../contract/hosting-pricing';
import { net, pricing, refused, renderPricingPart, withPricingNetwork } from './pricing-test-kit';
import { SettingsForm } from './SettingsForm';

const SettingsPart = ({ pricing: p }: { pricing: HostPricing }) => <SettingsForm pricing={p} />;

withPricingNetwork();

describe('SettingsForm', { timeout: 20_000 }, () => {
  it('names the weekend by the country’s nights and sends every setting, empty as off', async () => {
    const user = userEvent.setup();
    renderPricingPart(SettingsPart, pricing());
    const weekend = screen.getByRole('textbox', { name: 'Price on Thursday and Friday nights' });
    await user.type(weekend, '650');
    await user.type(screen.getByRole('textbox', { name: 'Weekly discount' }), '{Control>}a{/Control}10');
    await user.type(screen.getByRole('textbox', { name: 'Longest stay, in nights' }), '30');
    await user.click(screen.getByRole('button', { name: 'Save discounts and rules' }));
    await waitFor(() => expect(net.sent).toHaveLength(1));
    expect(net.sent[0]?.url).toContain('/api/v1/hosting/units/7/pricing');
    expect(net.sent[0]?.method).toBe('PUT');
    expect(net.sent[0]?.body).toEqual({
      weekend_price_minor: 65_000,
      weekly_percent: 10,
      monthly_percent: 0,
      early_bird_percent: 0,
      early_bird_days: 0,
      last_minute_percent: 0,
      last_minute_days: 0,
      max_nights: 30,
      advance_notice_days: 0,
      prep_nights: 0,
    });
  });

  it('shows the server’s refusal on the field it names', async () => {
    const user = userEvent.setup();
    net.answer = refused('last_minute_days', 'Last-minute days must be fewer than early-bird days.');
    renderPricingPart(SettingsPart, pricing());
    await user.click(screen.getByRole('button', { name: 'Save discounts and rules' }));
    const field = screen.getByRole('textbox', { name: 'For bookings at most this many days ahead' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('Last-minute days must be fewer than early-bird days.');
  });
});
