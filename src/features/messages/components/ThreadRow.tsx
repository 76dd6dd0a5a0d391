import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ThreadSummary } from '../../../../contract/messages';
import { Ltr } from '../../../components/ui/Ltr';
import { Link } from '../../../components/ui/Link';
import { formatDate } from '../../../lib/dates';
import { currentLocale } from '../../../lib/i18n';
import type { Audience } from '../api/keys';
import { messageTime } from './labels';

/** One conversation in a list: the place, who it is with, what it is about, the last word, unread. */
export function ThreadRow({ thread, audience }: { thread: ThreadSummary; audience: Audience }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const last = thread.last_message;
  const excerpt = last?.excerpt || t`A photo`;
  const className = `thread-row${thread.unread > 0 ? ' thread-row-unread' : ''}`;
  const body = (
    <>
      <span className="thread-row-title">
        {/* Each side isolated: a Latin name after an Arabic title would otherwise pull the dot into its run. */}
        <span>
          <bdi>{thread.unit.title}</bdi> · <bdi>{thread.counterpart}</bdi>
        </span>
        {thread.unread > 0 && (
          <span className="unread-badge">
            <Plural value={thread.unread} one="# unread" other="# unread" />
          </span>
        )}
      </span>
      <span className="thread-row-about">
        {thread.stay ? (
          <Trans>
            Stay <Ltr>{thread.stay.code}</Ltr>, {formatDate(thread.stay.check_in, lang)} to{' '}
            {formatDate(thread.stay.check_out, lang)}
          </Trans>
        ) : (
          <Trans>Question before booking</Trans>
        )}
      </span>
      {last && (
        <span className="thread-row-excerpt">
          <bdi>{last.mine ? t`You: ${excerpt}` : excerpt}</bdi> ·{' '}
          <time dateTime={last.created_at}>{messageTime(last.created_at)}</time>
        </span>
      )}
    </>
  );
  return audience === 'host' ? (
    <Link to="/$lang/hosting/$" params={{ lang, _splat: `messages/${thread.id}` }} className={className}>
      {body}
    </Link>
  ) : (
    <Link to="/$lang/account/messages/$id" params={{ lang, id: String(thread.id) }} className={className}>
      {body}
    </Link>
  );
}
