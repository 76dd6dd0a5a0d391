import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ConsoleMessage, ThreadSide } from '../../../../../contract/messages';
import { currentLocale } from '../../../../lib/i18n';
import { consoleThreadOptions } from '../../api/queues/get-thread';
import { Moment } from './shared';

/**
 * The whole conversation a reported message sits in, as staff read it: every message with its author
 * and time, hidden ones kept with why, the reported one marked. Reading it changes nothing for either side.
 */
export function ConsoleThread({ threadId, reported }: { threadId: number; reported: string }) {
  const { t } = useLingui();
  const thread = useQuery(consoleThreadOptions(currentLocale(), threadId));
  const sideOf: Record<ThreadSide, string> = { guest: t`Guest`, host: t`Host`, staff: t`Sakan support` };
  if (thread.isPending)
    return (
      <p role="status">
        <Trans>Loading the conversation…</Trans>
      </p>
    );
  if (thread.isError)
    return (
      <p role="alert">
        <Trans>The conversation could not be loaded. Reload the page to try again.</Trans>
      </p>
    );
  const { messages, older } = thread.data.data;
  return (
    <section aria-labelledby="console-thread-title">
      <h2 id="console-thread-title">
        <Trans>The conversation</Trans>
      </h2>
      {older && (
        <p className="field-description">
          <Trans>The latest messages; earlier ones are not shown here.</Trans>
        </p>
      )}
      <ol className="console-thread">
        {messages.map((message: ConsoleMessage) => (
          <li key={message.id} className={message.id === reported ? 'console-thread-reported' : undefined}>
            <p className="console-thread-meta">
              <strong>
                {sideOf[message.sender]}
                {message.author ? ` · ${message.author}` : ''}
              </strong>{' '}
              <Moment iso={message.created_at} />
              {message.id === reported && (
                <>
                  {' · '}
                  <Trans>Reported</Trans>
                </>
              )}
            </p>
            <p className="queue-text">{message.text || (message.photos.length > 0 ? t`A photo` : '')}</p>
            {message.hidden && (
              <p className="field-description">
                <Trans>Hidden: {message.hidden_reason ?? '—'}</Trans>
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
