import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MetaPage } from '../../../../contract/content';
import { pageMetaQueryOptions, usePageMeta } from './get-meta';

const homeMeta = {
  page: 'home' as const,
  title: 'Sakan — holiday homes',
  description: 'Home',
  image_key: null,
};
const unitsMeta = {
  page: 'units' as const,
  title: 'Find a place to stay',
  description: 'Filter',
  image_key: null,
};

/** The real hook over a cache that already holds what earlier pages loaded (no network in jsdom). */
function renderMeta(page: MetaPage | undefined) {
  const client = new QueryClient();
  client.setQueryData(pageMetaQueryOptions('home', 'en').queryKey, homeMeta);
  client.setQueryData(pageMetaQueryOptions('units', 'en').queryKey, unitsMeta);
  function Harness() {
    return <p>{usePageMeta(page)?.title ?? 'none'}</p>;
  }
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('usePageMeta', () => {
  it("gives a page its own entry's title", () => {
    renderMeta('units');
    expect(screen.getByText('Find a place to stay')).toBeTruthy();
  });

  it("gives a page without an entry nothing, even once the home page's entry is cached", () => {
    renderMeta(undefined);
    expect(screen.getByText('none')).toBeTruthy();
  });
});
