import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  useSearch,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataGrid, type DataGridProps } from './DataGrid';
import { gridColumns } from './columns';
import { readGridSearch, type GridSpec } from './grid-search';

interface Row {
  id: number;
  name: string;
  city: string;
}
const col = gridColumns<Row>();
const columns = col.columns([
  col.accessor('name', { header: 'Name' }),
  col.accessor('city', { header: 'City' }),
]);
const spec: GridSpec = { sorts: ['name'], defaultSort: 'name', defaultDir: 'asc' };

/** The grid on a route of its own, its state read from the URL as a console section reads it. */
function renderGrid(path: string, rows: Row[] | undefined, more: Partial<DataGridProps<Row>> = {}) {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/grid',
    component: function Grid() {
      const search: Record<string, unknown> = useSearch({ strict: false });
      const grid = readGridSearch(search, spec);
      return (
        <>
          <pre data-testid="search">{JSON.stringify(search)}</pre>
          <DataGrid
            label="People"
            columns={columns}
            rows={rows}
            pagination={rows && { page: grid.page, last_page: 1, total: rows.length }}
            grid={grid}
            spec={spec}
            getRowId={(row) => String(row.id)}
            empty="Nobody waits."
            loading="Loading the people…"
            {...more}
          />
        </>
      );
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  vi.stubGlobal('scrollTo', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DataGrid', () => {
  it('shows the rows with a sortable header as a button that writes the order to the URL', async () => {
    renderGrid('/grid?q=a', [
      { id: 1, name: 'Ali', city: 'Riyadh' },
      { id: 2, name: 'Huda', city: 'Jeddah' },
    ]);
    const table = await screen.findByRole('table', { name: '' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'City' }).hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(within(name).getByRole('button'));
    await vi.waitFor(() =>
      expect(JSON.parse(screen.getByTestId('search').textContent ?? '{}')).toMatchObject({
        q: 'a',
        sort: 'name',
        dir: 'desc',
        page: 1,
      }),
    );
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('says what loads while the rows load, and what the empty list means', async () => {
    renderGrid('/grid', undefined);
    expect((await screen.findByRole('status')).textContent).toContain('Loading the people…');
    cleanup();
    renderGrid('/grid', []);
    expect((await screen.findByRole('status')).textContent).toBe('Nobody waits.');
  });

  it('offers to clear a search that matches nothing', async () => {
    renderGrid('/grid?q=zzz', []);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Nothing matches “zzz” here.');
    expect(within(status).getByRole('link', { name: 'Clear the search and filters' })).toBeTruthy();
  });

  it('takes a section’s own word for whether its filters narrow the list, and for the count', async () => {
    // The audit log's filters (a staff member, days) are not the spec's: the section says so.
    renderGrid('/grid?staff=someone', [], { narrowed: true });
    expect((await screen.findByRole('status')).textContent).toContain('Nothing matches these filters.');
    cleanup();
    const rows = [{ id: 1, name: 'Ali', city: 'Riyadh' }];
    renderGrid('/grid', rows);
    expect(await screen.findByText('Total: 1')).toBeTruthy();
    cleanup();
    renderGrid('/grid', rows, { total: false });
    await screen.findByRole('table');
    expect(screen.queryByText('Total: 1')).toBeNull();
  });
});
