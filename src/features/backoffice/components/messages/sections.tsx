import { msg } from '@lingui/core/macro';
import { SectionPage } from '../../../../components/layout/SectionPage';
import { ConsoleError } from '../ConsoleError';
import type { ConsoleSectionDef } from '../sections';
import { MessagesPage } from './MessagesPage';
import { ThreadError, ThreadLoading, ThreadMissing } from './ThreadStates';
import { ThreadPage } from './ThreadPage';

const THREAD_ID = /^[1-9]\d{0,9}$/;

/**
 * /admin/messages (every guest–host conversation, searched) and /admin/messages/<thread id> (one,
 * with the box to write as Sakan support). Support and admin, as the server's routes
 * (modules/messages/console-routes.ts); anyone else gets the console's "this part is for staff" from
 * the server's 403.
 */
export const MESSAGE_SECTIONS: ConsoleSectionDef[] = [
  {
    slug: 'messages',
    label: msg`Messages`,
    roles: ['support'],
    render: (rest, search) => {
      if (rest === '')
        return (
          <SectionPage error={ConsoleError}>
            <MessagesPage search={search} />
          </SectionPage>
        );
      if (!THREAD_ID.test(rest)) return <ThreadMissing />;
      return (
        <SectionPage loading={<ThreadLoading />} error={ThreadError}>
          <ThreadPage id={Number(rest)} />
        </SectionPage>
      );
    },
  },
];
