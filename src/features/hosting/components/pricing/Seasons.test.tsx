import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HostPricing, SeasonPreset } from '../../../../../contract/hosting-pricing';
import { net, pricing, refused, renderPricingPart, season, withPricingNetwork } from './pricing-test-kit';
import { Seasons } from './Seasons';
import { SettingsForm } from './SettingsForm';

const SeasonsPart = ({ pricing: p }: { pricing: HostPricing }) => <Seasons pricing={p} online />;
const SettingsPart = ({ pricing: p }: { pricing: HostPricing }) => <SettingsForm pricing={p} />;

withPricingNetwork();

describe('Seasons', { timeout: 20_000 }, () => {
  it('says what a season is and what to do when there is none', () => {
    renderPricingPart(SeasonsPart, pricing());
    expect(screen.getByText(/No seasons yet\. A season gives a range of nights/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a season' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a season’s percentage with its sign, and its dates with the Hijri ones', () => {
    renderPricingPart(
      SeasonsPart,
      pricing({
        seasons: [
          season({}),
          season({
            id: 2,
            name: 'Quiet weeks',
            first_night: '2027-01-10',
            last_night: '2027-01-31',
            percent: -10,
            min_nights: 3,
          }),
        ],
      }),
    );
    const [quiet, summer] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(summer).getByRole('heading').textContent).toBe('Summer');
    expect(summer.textContent).toContain('Usual price changed by +15%');
    expect(quiet.textContent).toContain('Usual price changed by -10%');
    expect(quiet.textContent).toContain('Stays of at least 3 nights');
    expect(quiet.textContent).toContain(
      'Nights of Jan 10, 2027 (Shaʻban 2, 1448 AH) to Jan 31, 2027 (Shaʻban 23, 1448 AH)',
    );
  });

  it('fills the add form with a preset’s name and nights, and saves it as a new season', async () => {
    const user = userEvent.setup();
    const next = new Date().getUTCFullYear() + 1;
    const ramadan: SeasonPreset = {
      key: 'ramadan',
      name: 'Ramadan',
      hijri_year: 1448,
      first_night: `${next}-02-08`,
      last_night: `${next}-03-09`,
    };
    renderPricingPart(SeasonsPart, pricing(), [ramadan]);
    await user.click(screen.getByRole('button', { name: 'Add from a preset' }));
    await user.click(await screen.findByRole('menuitem', { name: /Ramadan/ }));
    const form = screen.getByRole('form', { name: 'Add a season' });
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Ramadan');
    expect(within(form).getByLabelText<HTMLInputElement>('First night').value).toBe(ramadan.first_night);
    expect(within(form).getByLabelText<HTMLInputElement>('Last night').value).toBe(ramadan.last_night);
    await user.click(within(form).getByRole('radio', { name: 'A change of the usual price, in percent' }));
    await user.type(within(form).getByRole('textbox', { name: 'Change' }), '20');
    await user.click(within(form).getByRole('button', { name: 'Save season' }));
    await waitFor(() => expect(net.sent).toHaveLength(1));
    expect(net.sent[0]?.method).toBe('POST');
    expect(net.sent[0]?.url).toContain('/api/v1/hosting/units/7/pricing/seasons');
    expect(net.sent[0]?.body).toEqual({
      name: 'Ramadan',
      first_night: ramadan.first_night,
      last_night: ramadan.last_night,
      price_minor: null,
      percent: 20,
      min_nights: null,
      max_nights: null,
    });
  });

  it('edits a season in place, and shows the server’s overlap refusal on its first night', async () => {
    const user = userEvent.setup();
    const overlap = 'This season overlaps another one of this place. Change its dates.';
    net.answer = refused('first_night', overlap);
    renderPricingPart(
      SeasonsPart,
      pricing({ seasons: [season({ id: 4, price_minor: 80_000, percent: null })] }),
    );
    expect(screen.getByRole('listitem').textContent).toMatch(/Price a night: SAR\s800/);
    await user.click(screen.getByRole('button', { name: 'Edit Summer' }));
    const form = screen.getByRole('form', { name: 'Edit Summer' });
    await user.click(within(form).getByRole('button', { name: 'Save season' }));
    await waitFor(() => expect(net.sent).toHaveLength(1));
    expect(net.sent[0]?.method).toBe('PUT');
    expect(net.sent[0]?.url).toContain('/api/v1/hosting/units/7/pricing/seasons/4');
    expect((net.sent[0]?.body as { price_minor: number }).price_minor).toBe(80_000);
    const first = within(form).getByLabelText('First night');
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    expect(form.textContent).toContain(overlap);
  });

  it('reads in Arabic: the weekend by its nights, plural nights, Hijri dates beside Gregorian', () => {
    renderPricingPart(
      SeasonsPart,
      pricing({ seasons: [season({ first_night: '2027-01-10', last_night: '2027-01-31', min_nights: 3 })] }),
      [],
      'ar',
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('إقامات لا تقل عن 3 ليالٍ');
    expect(item.textContent).toContain('2 شعبان 1448 هـ');
    expect(item.textContent).toMatch(/تغيّر السعر المعتاد بنسبة \u200e?\+15/);
    cleanup();
    renderPricingPart(SettingsPart, pricing(), [], 'ar');
    expect(screen.getByRole('textbox', { name: 'السعر في ليالي الخميس والجمعة' })).toBeTruthy();
  });
});
