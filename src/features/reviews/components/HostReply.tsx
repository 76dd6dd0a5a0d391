import { Trans } from '@lingui/react/macro';
import type { ReviewReply } from '../../../../contract/reviews';
import { formatDate } from '../../../lib/dates';
import { currentLocale } from '../../../lib/i18n';

/**
 * The host's public answer under a review. Like the review, its text is a React text node only
 * (never HTML), in its own language and direction whatever the page's language.
 */
export function HostReply({ reply }: { reply: ReviewReply }) {
  const lang = currentLocale();
  const on = formatDate(reply.created_at.slice(0, 10), lang);
  return (
    // Not a heading: on the unit page the cards sit under an h2 with no h3 between.
    <div className="review-reply">
      <p className="review-reply-heading">
        <strong>
          <Trans>Response from the host</Trans>
        </strong>{' '}
        <span className="review-meta">· {on}</span>
      </p>
      <p className="review-text" lang={reply.language} dir={reply.language === 'ar' ? 'rtl' : 'ltr'}>
        {reply.text}
      </p>
    </div>
  );
}
