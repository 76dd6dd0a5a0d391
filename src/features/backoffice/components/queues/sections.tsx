import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { SectionPage } from '../../../../components/layout/SectionPage';
import { ConsoleError } from '../ConsoleError';
import type { ConsoleSectionDef } from '../sections';
import { ContactDetail } from './ContactDetail';
import { ContactList } from './ContactList';
import { InvestmentDetail } from './InvestmentDetail';
import { InvestmentList } from './InvestmentList';
import { MessageReportDetail } from './MessageReportDetail';
import { MessageReportList } from './MessageReportList';
import { ModerationDetail } from './ModerationDetail';
import { ModerationList } from './ModerationList';
import { ReviewUnitDetail } from './ReviewUnitDetail';
import { ReviewUnitsList } from './ReviewUnitsList';
import { RecordLoading } from './shared';
import { SubmissionDetail } from './SubmissionDetail';
import { SubmissionsList } from './SubmissionsList';

/**
 * The queues' sections: `/admin/<slug>` is the list (its grid's state in the search), and
 * `/admin/<slug>/<id>` one record with its decisions. The roles match the server's routes
 * (modules/backoffice/queues-routes.ts); admin always.
 */
const queue = (
  slug: string,
  label: ConsoleSectionDef['label'],
  roles: ConsoleSectionDef['roles'],
  List: (props: { search: Record<string, unknown> }) => ReactNode,
  Detail: (props: { id: string }) => ReactNode,
): ConsoleSectionDef => ({
  slug,
  label,
  roles,
  render: (rest, search) => (
    <SectionPage loading={<RecordLoading />} error={ConsoleError}>
      {rest === '' ? <List search={search} /> : <Detail id={decodeURIComponent(rest)} />}
    </SectionPage>
  ),
});

export const QUEUE_SECTIONS: ConsoleSectionDef[] = [
  queue('property-submissions', msg`Property submissions`, ['support'], SubmissionsList, ({ id }) => (
    <SubmissionDetail reference={id} />
  )),
  queue('units-in-review', msg`Units in review`, ['support'], ReviewUnitsList, ReviewUnitDetail),
  queue('investment-requests', msg`Investment requests`, ['finance'], InvestmentList, InvestmentDetail),
  queue('reviews', msg`Reviews`, ['support', 'content'], ModerationList, ModerationDetail),
  queue('message-reports', msg`Reported messages`, ['support'], MessageReportList, MessageReportDetail),
  queue('contact-messages', msg`Contact messages`, ['support'], ContactList, ContactDetail),
];
