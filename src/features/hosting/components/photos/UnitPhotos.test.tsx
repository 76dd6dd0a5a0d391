import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostUnit } from '../../../../../contract/hosting-units';
import { hostingKeys } from '../../api/keys';
import { withPhotoOrder } from '../../api/reorder-unit-photos';
import { UnitPhotos } from './UnitPhotos';

const photo = (id: number, alt: string) => ({ id, key: `villa-0${id}`, alt_en: alt, alt_ar: `${alt} (ar)` });

const unit: HostUnit = {
  id: 7,
  slug: 'sea-flat',
  title: 'Sea flat',
  city: 'Jeddah',
  status: 'draft',
  paused_reason: null,
  review_note: null,
  issues: ['photos'],
  cover: { key: 'villa-01', alt: 'Living room' },
  price_per_night: { amount_minor: 50000, currency: 'SAR' },
  photos: 3,
  updated_at: '2026-11-27T00:00:00.000Z',
  title_en: 'Sea flat',
  title_ar: 'شقة البحر',
  description_en: '',
  description_ar: '',
  house_rules_en: '',
  house_rules_ar: '',
  check_in_instructions_en: '',
  check_in_instructions_ar: '',
  languages: { en: false, ar: false },
  city_slug: 'jeddah',
  country_code: 'SA',
  area_en: 'Corniche',
  area_ar: 'الكورنيش',
  address: '',
  lat: 21.5,
  lng: 39.2,
  category: 'apartment',
  guests: 2,
  bedrooms: 1,
  beds: 1,
  bathrooms: 1,
  amenities: [],
  check_in_time: '15:00',
  check_out_time: '12:00',
  base_price_minor: 50000,
  cleaning_fee_minor: 0,
  min_nights: 1,
  cancellation_policy: 'flexible',
  extras: [],
  photos_list: [photo(1, 'Living room'), photo(2, 'Bedroom'), photo(3, 'Kitchen')],
  licence_required: true,
  licence_number: null,
  licence_expires_on: null,
};

/**
 * The server's side of the order request, at the network edge: it answers as the real route does,
 * the whole unit in the order sent, so the grid's optimistic order and the saved one can be compared.
 */
let sent: number[][] = [];
let refuse = false;
let stored = unit;
beforeEach(() => {
  sent = [];
  refuse = false;
  stored = unit;
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // jsdom has no CSS.escape, which react-aria's collections use to find an item's element.
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    expect(url).toContain('/api/v1/hosting/units/7/photos/order');
    const ids = (JSON.parse(String(init.body)) as { ids: number[] }).ids;
    sent.push(ids);
    if (!refuse) stored = withPhotoOrder(stored, ids, 'en');
    const body = refuse
      ? {
          meta: { code: 409, errors: [], error_code: 'CONFLICT' },
          data: { is_success: false, message: 'Locked for review.' },
          pagination: null,
        }
      : {
          meta: { code: 200, errors: [] },
          data: { unit: stored, is_success: true, message: 'Saved.' },
          pagination: null,
        };
    return new Response(JSON.stringify(body), {
      status: refuse ? 409 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The editor's part: it reads the unit (as the server holds it) and hands it to UnitPhotos. */
function Editor() {
  const { data } = useQuery({ queryKey: hostingKeys.unit(7), queryFn: () => stored, staleTime: Infinity });
  return data ? <UnitPhotos unit={data} /> : null;
}

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(hostingKeys.unit(7), unit);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Editor />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const order = () =>
  within(screen.getByRole('grid', { name: /Photos, in the order/ }))
    .getAllByRole('row')
    .map((row) => row.getAttribute('aria-label') ?? row.textContent);

describe('UnitPhotos', { timeout: 30_000 }, () => {
  it('says how many photos there are against the fewest a unit is published with', () => {
    renderEditor();
    expect(screen.getByText('3 photos of at least 5')).toBeTruthy();
    expect(order()).toEqual(['Living room', 'Bedroom', 'Kitchen']);
  });

  it('reorders by keyboard through the drag handle, saves the whole order and announces it', async () => {
    const user = userEvent.setup();
    renderEditor();
    // By keyboard alone: into the grid (its first photo), then Tab into that photo, its handle first.
    act(() => screen.getByRole('button', { name: 'Add photos' }).focus());
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Living room');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Living room' }));
    // Picked up, the photo offers the places it can go, announced by react-aria; down twice is the end.
    await user.keyboard('{Enter}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Insert between Living room and Bedroom');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Insert after Kitchen');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual([[2, 3, 1]]), { timeout: 5000 });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Living room is now photo 3 of 3.'),
    );
    expect(order()).toEqual(['Bedroom', 'Kitchen', 'Living room']);
  });

  it('makes a photo the cover, and puts the order back when the server refuses', async () => {
    const user = userEvent.setup();
    renderEditor();
    refuse = true;
    const kitchen = screen.getAllByRole('row')[2]!;
    await user.click(within(kitchen).getByRole('button', { name: 'Make cover' }));
    await waitFor(() => expect(sent).toEqual([[3, 1, 2]]));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('The order was not saved'), {
      timeout: 5000,
    });
    expect(order()).toEqual(['Living room', 'Bedroom', 'Kitchen']);
  });
});
