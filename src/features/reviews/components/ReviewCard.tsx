import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Review } from '../../../../contract/reviews';
import { currentLocale } from '../../../lib/i18n';
import { formatMonth } from './format';
import { HostReply } from './HostReply';

/**
 * One review and, under it, the host's reply. Its text is rendered as a React text node only (never as
 * HTML), in its own language and direction, whatever the page's language. `footer` comes after the
 * reply (the host's reply buttons).
 */
export function ReviewCard({
  review,
  title,
  children,
  footer,
}: {
  review: Review;
  title?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useLingui();
  const lang = currentLocale();
  const author = review.author;
  const month = formatMonth(review.stayed_on, lang);
  const score = review.score;
  return (
    <article className="review-card">
      <header className="review-card-header">
        {title}
        <p className="review-meta">
          <span className="review-author">{author}</span> · <Trans>stayed in {month}</Trans>
        </p>
        <p className="review-stars" role="img" aria-label={t`Rated ${score} out of 5`}>
          {'★'.repeat(score)}
          <span className="review-stars-off">{'★'.repeat(5 - score)}</span>
        </p>
      </header>
      <p className="review-text" lang={review.language} dir={review.language === 'ar' ? 'rtl' : 'ltr'}>
        {review.text}
      </p>
      {children}
      {review.reply && <HostReply reply={review.reply} />}
      {footer}
    </article>
  );
}
