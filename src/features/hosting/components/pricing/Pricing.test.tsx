import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostPricing, HostSeason, SeasonPreset } from '../../../../../contract/hosting-pricing';
import { messages as arMessages } from '../../../../../locales/ar/hosting.po';
import { pricingPresetsQueryOptions } from '../../api/get-pricing-presets';
import { hostingKeys } from '../../api/keys';
import { Seasons } from './Seasons';
import { SettingsForm } from './SettingsForm';

const pricing = (over: Partial<HostPricing> = {}): HostPricing => ({
  unit_id: 7,
  base_price_minor: 50_000,
  min_nights: 1,
  settings: {
    weekend_price_minor: null,
    weekly_percent: 0,
    monthly_percent: 0,
    early_bird_percent: 0,
    early_bird_days: 0,
    last_minute_percent: 0,
    last_minute_days: 0,
    max_nights: null,
    advance_notice_days: 0,
    prep_nights: 0,
  },
  weekend_nights: [4, 5],
  seasons: [],
  rule_order: ['base', 'weekend', 'season', 'override', 'weekly', 'monthly', 'early_bird', 'last_minute'],
  ...over,
});

const season = (over: Partial<HostSeason>): HostSeason => ({
  id: 1,
  name: 'Summer',
  first_night: '2027-07-01',
  last_night: '2027-08-31',
  price_minor: null,
  percent: 15,
  min_nights: null,
  max_nights: null,
  ...over,
});

/** What the server was sent, and what it answers next: the unit's whole pricing, or a refusal. */
let sent: { url: string; method: string; body: unknown }[] = [];
let answer: { status: number; body: unknown };
const ok = (p: HostPricing) => ({
  status: 200,
  body: {
    meta: { code: 200, errors: [] },
    data: { pricing: p, is_success: true, message: 'Saved.' },
    pagination: null,
  },
});
const refused = (field: string, message: string) => ({
  status: 422,
  body: {
    meta: { code: 422, errors: [{ field, message }], error_code: 'VALIDATION_FAILED' },
    data: { is_success: false, message: 'Check the highlighted fields.' },
    pagination: null,
  },
});

beforeEach(() => {
  sent = [];
  answer = ok(pricing());
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // jsdom has no CSS.escape, which react-aria's collections and modals call; browsers do.
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page's part under test, reading the unit's pricing from the cache as the page does. */
function renderPart(
  part: 'settings' | 'seasons',
  start: HostPricing,
  presets: SeasonPreset[] = [],
  locale: 'en' | 'ar' = 'en',
) {
  i18n.loadAndActivate({ locale, messages: locale === 'ar' ? arMessages : {} });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(hostingKeys.pricing(7), start);
  const year = new Date().getUTCFullYear();
  for (const y of [year, year + 1])
    client.setQueryData(
      pricingPresetsQueryOptions(locale, 7, y).queryKey,
      presets.filter((p) => p.first_night.startsWith(String(y))),
    );
  function Part() {
    const { data } = useQuery({ queryKey: hostingKeys.pricing(7), queryFn: () => start });
    if (!data) return null;
    return part === 'settings' ? <SettingsForm pricing={data} /> : <Seasons pricing={data} online />;
  }
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Part />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('SettingsForm', { timeout: 20_000 }, () => {
  it('names the weekend by the country’s nights and sends every setting, empty as off', async () => {
    const user = userEvent.setup();
    renderPart('settings', pricing());
    const weekend = screen.getByRole('textbox', { name: 'Price on Thursday and Friday nights' });
    await user.type(weekend, '650');
    await user.type(screen.getByRole('textbox', { name: 'Weekly discount' }), '{Control>}a{/Control}10');
    await user.type(screen.getByRole('textbox', { name: 'Longest stay, in nights' }), '30');
    await user.click(screen.getByRole('button', { name: 'Save discounts and rules' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toContain('/api/v1/hosting/units/7/pricing');
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.body).toEqual({
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
    answer = refused('last_minute_days', 'Last-minute days must be fewer than early-bird days.');
    renderPart('settings', pricing());
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

describe('Seasons', { timeout: 20_000 }, () => {
  it('says what a season is and what to do when there is none', () => {
    renderPart('seasons', pricing());
    expect(screen.getByText(/No seasons yet\. A season gives a range of nights/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a season' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a season’s percentage with its sign, and its dates with the Hijri ones', () => {
    renderPart(
      'seasons',
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
    renderPart('seasons', pricing(), [ramadan]);
    await user.click(screen.getByRole('button', { name: 'Add from a preset' }));
    await user.click(await screen.findByRole('menuitem', { name: /Ramadan/ }));
    const form = screen.getByRole('form', { name: 'Add a season' });
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Ramadan');
    expect(within(form).getByLabelText<HTMLInputElement>('First night').value).toBe(ramadan.first_night);
    expect(within(form).getByLabelText<HTMLInputElement>('Last night').value).toBe(ramadan.last_night);
    await user.click(within(form).getByRole('radio', { name: 'A change of the usual price, in percent' }));
    await user.type(within(form).getByRole('textbox', { name: 'Change' }), '20');
    await user.click(within(form).getByRole('button', { name: 'Save season' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toContain('/api/v1/hosting/units/7/pricing/seasons');
    expect(sent[0]?.body).toEqual({
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
    answer = refused('first_night', overlap);
    renderPart('seasons', pricing({ seasons: [season({ id: 4, price_minor: 80_000, percent: null })] }));
    expect(screen.getByRole('listitem').textContent).toMatch(/Price a night: SAR\s800/);
    await user.click(screen.getByRole('button', { name: 'Edit Summer' }));
    const form = screen.getByRole('form', { name: 'Edit Summer' });
    await user.click(within(form).getByRole('button', { name: 'Save season' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.url).toContain('/api/v1/hosting/units/7/pricing/seasons/4');
    expect((sent[0]?.body as { price_minor: number }).price_minor).toBe(80_000);
    const first = within(form).getByLabelText('First night');
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    expect(form.textContent).toContain(overlap);
  });

  it('reads in Arabic: the weekend by its nights, plural nights, Hijri dates beside Gregorian', () => {
    renderPart(
      'seasons',
      pricing({ seasons: [season({ first_night: '2027-01-10', last_night: '2027-01-31', min_nights: 3 })] }),
      [],
      'ar',
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('إقامات لا تقل عن 3 ليالٍ');
    expect(item.textContent).toContain('2 شعبان 1448 هـ');
    expect(item.textContent).toMatch(/تغيّر السعر المعتاد بنسبة \u200e?\+15/);
    cleanup();
    renderPart('settings', pricing(), [], 'ar');
    expect(screen.getByRole('textbox', { name: 'السعر في ليالي الخميس والجمعة' })).toBeTruthy();
  });
});
