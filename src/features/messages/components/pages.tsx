import { msg } from '@lingui/core/macro';
import { Page } from '../../../components/layout/Page';
import type { Audience } from '../api/keys';
import type { MessagesSearch } from '../search';
import { DoorCodeForm } from './DoorCodeForm';
import { ThreadHeader } from './ThreadHeader';
import { ThreadMissing } from './ThreadMissing';
import { ThreadsList } from './ThreadsList';
import { ThreadView } from './ThreadView';

/** The messages pages with their titles, so the titles live in the messages catalogue too. */

export function ThreadsPage({
  userId,
  audience,
  search,
}: {
  userId: string;
  audience: Audience;
  search: MessagesSearch;
}) {
  return (
    <Page
      title={msg({ id: 'page.messages.title', message: 'Messages' })}
      lead={
        audience === 'host'
          ? msg`Your guests’ questions and the conversations about their stays, newest first.`
          : msg`Your conversations with hosts, about your trips and the places you asked about.`
      }
    >
      <ThreadsList userId={userId} audience={audience} search={search} />
    </Page>
  );
}

/** `threadId` null: the path's id is not one (letters, too large): the same answer as a thread not found. */
export function ThreadPage({
  userId,
  audience,
  threadId,
}: {
  userId: string;
  audience: Audience;
  threadId: number | null;
}) {
  return (
    <Page title={msg({ id: 'page.messages.thread.title', message: 'Conversation' })}>
      {threadId === null ? (
        <ThreadMissing audience={audience} />
      ) : (
        <ThreadView
          userId={userId}
          audience={audience}
          threadId={threadId}
          header={(detail) => (
            <>
              <ThreadHeader detail={detail} audience={audience} />
              {audience === 'host' && detail.thread.stay && (
                <DoorCodeForm userId={userId} unitId={detail.thread.unit.id} />
              )}
            </>
          )}
        />
      )}
    </Page>
  );
}
