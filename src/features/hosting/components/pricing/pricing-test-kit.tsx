import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { HostPricing, HostSeason, SeasonPreset } from '../../../../../contract/hosting-pricing';
import { messages as arMessages } from '../../../../../locales/ar/hosting.po';
import { pricingPresetsQueryOptions } from '../../api/get-pricing-presets';
import { hostingKeys } from '../../api/keys';

export const pricing = (over: Partial<HostPricing> = {}): HostPricing => ({
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

export const season = (over: Partial<HostSeason>): HostSeason => ({
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
export const net: {
  sent: { url: string; method: string; body: unknown }[];
  answer: { status: number; body: unknown };
} = { sent: [], answer: { status: 200, body: null } };
export const ok = (p: HostPricing) => ({
  status: 200,
  body: {
    meta: { code: 200, errors: [] },
    data: { pricing: p, is_success: true, message: 'Saved.' },
    pagination: null,
  },
});
export const refused = (field: string, message: string) => ({
  status: 422,
  body: {
    meta: { code: 422, errors: [{ field, message }], error_code: 'VALIDATION_FAILED' },
    data: { is_success: false, message: 'Check the highlighted fields.' },
    pagination: null,
  },
});

/** Each test starts in English with the network answering the unit's pricing; `part` renders it. */
export function withPricingNetwork() {
  beforeEach(() => {
    net.sent = [];
    net.answer = ok(pricing());
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    // jsdom has no CSS.escape, which react-aria's collections and modals call; browsers do.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      net.sent.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : null,
      });
      return new Response(JSON.stringify(net.answer.body), {
        status: net.answer.status,
        headers: { 'content-type': 'application/json' },
      });
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/** The page's part under test, reading the unit's pricing from the cache as the page does. */
export function renderPricingPart(
  Part: (props: { pricing: HostPricing }) => ReactNode,
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
  function Cached() {
    const { data } = useQuery({ queryKey: hostingKeys.pricing(7), queryFn: () => start });
    return data ? <Part pricing={data} /> : null;
  }
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Cached />
      </QueryClientProvider>
    </I18nProvider>,
  );
}
