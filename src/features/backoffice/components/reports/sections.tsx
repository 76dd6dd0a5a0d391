import { msg } from '@lingui/core/macro';
import { ReportGroup } from '../../../../../contract/backoffice';
import { SectionPage } from '../../../../components/layout/SectionPage';
import { rangeOf } from '../../../hosting';
import { ConsoleError } from '../ConsoleError';
import { pageOf } from '../search';
import type { ConsoleSectionDef } from '../sections';
import { ReportsLoading, ReportsPage } from './ReportsPage';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The URL's months (the last twelve by default, in order, at most 36) and grouping. */
function queryOf(search: Record<string, unknown>) {
  const month = (value: unknown) => (typeof value === 'string' && MONTH.test(value) ? value : undefined);
  const range = rangeOf({ from: month(search.from), to: month(search.to) });
  const by = ReportGroup.safeParse(search.by);
  return { ...range, by: by.success ? by.data : ('month' as const) };
}

export const reportSections: ConsoleSectionDef[] = [
  {
    slug: 'reports',
    label: msg`Reports`,
    roles: ['finance'],
    render: (_rest, search) => {
      const query = queryOf(search);
      return (
        <SectionPage loading={<ReportsLoading query={query} />} error={ConsoleError}>
          <ReportsPage query={{ ...query, page: pageOf(search.page) }} />
        </SectionPage>
      );
    },
  },
];
