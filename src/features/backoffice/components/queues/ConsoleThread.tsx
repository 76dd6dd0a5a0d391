import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ConsoleMessage, ThreadSide } from '../../../../../contract/messages';
import { Button } from '../../../../components/ui/Button';
import { useErrorMessage } from '../../../../lib/error-message';
import { currentLocale } from '../../../../lib/i18n';
import { consoleThreadOptions } from '../../api/messages/get-thread';
import { ConsolePhotos } from './ConsolePhotos';
import { Moment } from './shared';

/**
 * A guest–host conversation as staff read it: every message with its author and time, its photos,
 * hidden ones kept with why, a reported one marked; earlier messages a press away. Reading it changes
 * nothing for either side. Used by a reported message and by the console's Messages section.
 */
export function ConsoleThread({ threadId, reported }: { threadId: number; reported?: string }) {
  const messageOf = useErrorMessage();
  const thread = useInfiniteQuery(consoleThreadOptions(currentLocale(), threadId));
  if (thread.isPending)
    return (
      <p role="status">
        <Trans>Loading the conversation…</Trans>
      </p>
    );
  if (thread.isError && !thread.data)
    return (
      <div role="alert">
        <p>
          <Trans>The conversation could not be loaded.</Trans> {messageOf(thread.error)}
        </p>
        <Button variant="secondary" onPress={() => void thread.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  const messages = [...thread.data.pages].reverse().flatMap((page) => page.messages);
  return (
    <section aria-labelledby="console-thread-title" className="console-thread-section">
      <h2 id="console-thread-title">
        <Trans>The conversation</Trans>
      </h2>
      {thread.hasNextPage && (
        <p>
          <Button
            variant="secondary"
            isPending={thread.isFetchingNextPage}
            onPress={() => void thread.fetchNextPage()}
          >
            <Trans>Show earlier messages</Trans>
          </Button>
        </p>
      )}
      {thread.isFetchNextPageError && (
        <p role="alert">
          <Trans>The earlier messages could not be loaded. Check the connection and press again.</Trans>
        </p>
      )}
      {messages.length === 0 ? (
        <p>
          <Trans>No message in this conversation yet.</Trans>
        </p>
      ) : (
        <ol className="console-thread">
          {messages.map((message) => (
            <ThreadMessage key={message.id} message={message} reported={message.id === reported} />
          ))}
        </ol>
      )}
    </section>
  );
}

/** One message: who (the side, and the person's first name) and when, its text and photos. */
function ThreadMessage({ message, reported }: { message: ConsoleMessage; reported: boolean }) {
  const { t } = useLingui();
  const sideOf: Record<ThreadSide, string> = { guest: t`Guest`, host: t`Host`, staff: t`Sakan support` };
  const side = sideOf[message.sender];
  return (
    <li
      className={[`console-thread-${message.sender}`, reported ? 'console-thread-reported' : '']
        .filter(Boolean)
        .join(' ')}
    >
      <p className="console-thread-meta">
        {/* The name is isolated: a Latin name beside an Arabic side would pull the time into its run. */}
        <strong>
          {side}
          {message.author && (
            <>
              {' · '}
              <bdi>{message.author}</bdi>
            </>
          )}
        </strong>{' '}
        <Moment iso={message.created_at} />
        {reported && (
          <>
            {' · '}
            <Trans>Reported</Trans>
          </>
        )}
      </p>
      {message.text && (
        <p className="queue-text" dir="auto">
          {message.text}
        </p>
      )}
      <ConsolePhotos photos={message.photos} author={message.author || side} />
      {message.hidden && (
        <p className="field-description">
          <Trans>Hidden: {message.hidden_reason ?? '—'}</Trans>
        </p>
      )}
    </li>
  );
}
