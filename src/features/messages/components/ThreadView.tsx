import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ThreadDetail } from '../../../../contract/messages';
import { OfflineNote } from '../../../components/ui/OfflineNote';
import { Button } from '../../../components/ui/Button';
import { isApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { useOnline } from '../../../lib/use-online';
import { threadQueryOptions } from '../api/get-thread';
import type { Audience } from '../api/keys';
import { usePendingMessages } from '../api/pending';
import { Composer } from './Composer';
import { MessageItem } from './MessageItem';
import { ThreadMissing } from './ThreadMissing';
import { messageTime } from './labels';
import { useReadWhenSeen } from './use-read-when-seen';
import './messages.css';

export interface ThreadViewProps {
  userId: string;
  audience: Audience;
  threadId: number;
  /** The stay kit's copy of the thread, shown at once (and offline) on the trip page. */
  seed?: { thread: ThreadDetail; at: number };
  /** Shown above the messages once the thread is loaded (the thread page's header). */
  header?: (detail: ThreadDetail) => ReactNode;
}

/**
 * A conversation: its messages oldest first (earlier pages on demand), then those still waiting in the
 * outbox, then the composer. Each state says what it is and what to do: loading, offline with or
 * without a kept copy, an error with a retry, a thread that is closed to writing.
 */
export function ThreadView({ userId, audience, threadId, seed, header }: ThreadViewProps) {
  const { t } = useLingui();
  const lang = currentLocale();
  const online = useOnline();
  const messageOf = useErrorMessage();
  const query = useInfiniteQuery(threadQueryOptions(userId, audience, threadId, lang, seed));
  const pending = usePendingMessages(threadId);
  const newest = query.data?.pages[0];
  useReadWhenSeen(threadId, newest);

  if (!query.data || !newest) {
    if (isApiError(query.error) && query.error.status === 404) return <ThreadMissing audience={audience} />;
    if (query.isError || !online) {
      return (
        <div className="empty-state" role={query.isError ? 'alert' : 'status'}>
          <p>
            {query.isError ? (
              messageOf(query.error)
            ) : (
              <Trans>
                You’re offline, and this conversation hasn’t been kept on this device yet. It loads when
                you’re back online.
              </Trans>
            )}
          </p>
          {online && (
            <Button variant="secondary" onPress={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </div>
      );
    }
    return (
      <p role="status" className="loading-note">
        <Trans>Loading the conversation…</Trans>
      </p>
    );
  }

  const { thread } = newest;
  const messages = [...query.data.pages].reverse().flatMap((page) => page.messages);
  return (
    <div className="thread" data-thread-id={thread.id}>
      {header?.(newest)}
      {!online && <OfflineNote updatedAt={query.dataUpdatedAt} />}
      {query.hasNextPage && (
        <Button
          variant="ghost"
          isDisabled={!online}
          isPending={query.isFetchingNextPage}
          onPress={() => void query.fetchNextPage()}
        >
          <Trans>Show earlier messages</Trans>
        </Button>
      )}
      {messages.length === 0 && pending.length === 0 ? (
        <p className="thread-empty">
          <Trans>No messages yet. Write the first one below.</Trans>
        </p>
      ) : (
        <ol className="thread-messages" aria-label={t`Messages`}>
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} canReport={thread.side !== 'staff'} />
          ))}
          {pending.map((item) => (
            <li key={item.key} className="message message-mine message-pending" data-pending="">
              <p className="message-meta">
                <span className="message-author">{t`You`}</span>{' '}
                <time dateTime={new Date(item.at).toISOString()}>
                  {messageTime(new Date(item.at).toISOString())}
                </time>
              </p>
              <p className="message-text" dir="auto">
                {item.text}
              </p>
              <p className="message-mark message-mark-pending">
                <span aria-hidden="true">⏱</span> <Trans>Waiting to send</Trans>
              </p>
            </li>
          ))}
        </ol>
      )}
      {thread.masking && (
        <p className="thread-masking" role="note">
          <Trans>
            Until a stay is confirmed, phone numbers, email addresses and links to other booking sites are
            hidden from messages, to keep payments and your details safe on Sakan.
          </Trans>
        </p>
      )}
      {thread.can_write ? (
        <Composer threadId={thread.id} />
      ) : (
        <p className="thread-closed">
          <Trans>This conversation is closed to new messages.</Trans>
        </p>
      )}
    </div>
  );
}
