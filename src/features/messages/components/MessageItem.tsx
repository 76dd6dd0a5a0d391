import { Trans, useLingui } from '@lingui/react/macro';
import type { Message } from '../../../../contract/messages';
import { MessagePhotos } from './MessagePhotos';
import { MessageText } from './MessageText';
import { ReportMessage } from './ReportMessage';
import { messageTime, useMessageLabels } from './labels';

/**
 * One message: who wrote it and when, its text (links clickable, never HTML) and photos, the note when
 * contact details were hidden, the sender's own marks (sent, delivered, read), and a way to report
 * someone else's message.
 */
export function MessageItem({ message, canReport }: { message: Message; canReport: boolean }) {
  const { t } = useLingui();
  const labels = useMessageLabels();
  const author = labels.author(message);
  const side = message.mine ? 'mine' : message.sender === 'staff' ? 'staff' : 'theirs';
  return (
    <li className={`message message-${side}`} data-message-id={message.id}>
      <p className="message-meta">
        <bdi className="message-author">{author}</bdi>{' '}
        <time dateTime={message.created_at}>{messageTime(message.created_at)}</time>
      </p>
      {message.hidden ? (
        <p className="message-hidden">
          <Trans>This message was removed by Sakan’s team.</Trans>
        </p>
      ) : (
        <>
          {message.text && <MessageText text={message.text} />}
          <MessagePhotos photos={message.photos} author={author} />
          {message.masked && (
            <p className="message-masked" role="note">
              <Trans>
                Contact details were hidden in this message. They can be shared once the stay is confirmed.
              </Trans>
            </p>
          )}
        </>
      )}
      {message.mine && message.mark && (
        <p className={`message-mark message-mark-${message.mark}`}>
          <span aria-hidden="true">{message.mark === 'sent' ? '✓' : '✓✓'}</span>{' '}
          <span>{labels.mark[message.mark]}</span>
        </p>
      )}
      {canReport && !message.mine && !message.hidden && message.sender !== 'staff' && (
        <ReportMessage messageId={message.id} label={t`Report this message from ${author}`} />
      )}
    </li>
  );
}
