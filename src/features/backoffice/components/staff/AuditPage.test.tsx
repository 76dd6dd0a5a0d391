import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  useSearch,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../../../contract/backoffice';
import { auditFacetsQueryOptions, auditQueryOptions } from '../../api/audit';
import { auditQueryOf } from './audit-search';
import { AuditPage } from './AuditPage';

const ADMIN = {
  id: '5a4a0000-0000-4000-8000-0000000ad417',
  name: 'Sara Al-Qahtani',
  email: 'admin@sakan.example',
};
const entry: AuditEntry = {
  id: 1,
  at: '2031-03-01T10:00:00.000Z',
  staff: ADMIN,
  action: 'staff.set_roles',
  entity: 'staff',
  entity_id: 'c0ffee00-0000-4000-8000-000000000001',
  before: { roles: [] },
  after: { roles: ['support'] },
  reason: 'Joins the support team.',
};

/** /en/admin/audit with the log's first page and its filters already in the cache. */
function renderAudit(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(auditFacetsQueryOptions().queryKey, {
    actions: ['staff.set_roles', 'review.hide'],
    entities: ['staff'],
    staff: [ADMIN],
  });
  const root = createRootRoute();
  const section = createRoute({
    getParentRoute: () => root,
    path: '/$lang/admin/$',
    component: function Audit() {
      const query = auditQueryOf(useSearch({ strict: false }));
      client.setQueryData(auditQueryOptions(query).queryKey, {
        items: query.q === 'nothing' ? [] : [entry],
        pagination: { page: 1, per_page: 25, total: query.q === 'nothing' ? 0 : 1, last_page: 1 },
      });
      return (
        <Suspense fallback={null}>
          <AuditPage query={query} />
        </Suspense>
      );
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([section]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return router;
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  vi.stubGlobal('scrollTo', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AuditPage', () => {
  it('shows who did what to which record, the fields before and after, and why', async () => {
    renderAudit('/en/admin/audit');
    const grid = await screen.findByRole('region', { name: 'Audit log' });
    const [, row] = within(grid).getAllByRole('row');
    expect(row?.textContent).toContain('Sara Al-Qahtani');
    expect(row?.textContent).toContain('Staff roles changed');
    expect(row?.textContent).toContain('Staff member c0ffee00');
    expect(row?.textContent).toContain('roles: — → support');
    expect(row?.textContent).toContain('Joins the support team.');
    expect(screen.getByRole('status').textContent).toBe('1 entry matches.');
  });

  it('puts the filters in the address, and says when nothing matches', async () => {
    const router = renderAudit('/en/admin/audit?action=staff.set_roles');
    await screen.findByRole('region', { name: 'Audit log' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Words in the reason' }), {
      target: { value: 'nothing' },
    });
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2031-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing matches “nothing” here.', { exact: false })).toBeTruthy();
    expect(router.state.location.search).toEqual({
      action: 'staff.set_roles',
      from: '2031-03-01',
      q: 'nothing',
    });
  });

  it('refuses an end date before the start without searching', async () => {
    const router = renderAudit('/en/admin/audit');
    await screen.findByRole('region', { name: 'Audit log' });
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2031-03-02' } });
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2031-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The end date can’t be before the start date.')).toBeTruthy();
    expect(router.state.location.search).toEqual({});
  });
});
