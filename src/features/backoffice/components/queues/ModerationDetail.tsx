import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../../components/layout/Page';
import { currentLocale } from '../../../../lib/i18n';
import { queueItemOptions } from '../../api/queues/query';
import { backofficeSchemas, schemaOf } from '../../api/schemas';
import { HideRestoreKeep } from './HideRestoreKeep';
import { ReviewState } from './ReviewState';
import { BackToList, Facts, Moment } from './shared';

const schema = schemaOf(backofficeSchemas, 'ModerationReviewResponse');

/** One review: its text and state, and hide (with a reason), restore or "looks fine". */
export function ModerationDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const { data } = useSuspenseQuery(queueItemOptions('reviews', lang, id, schema));
  const review = data.data.review;
  return (
    <Page title={msg`Review`}>
      <BackToList queue="reviews" />
      <p>
        <ReviewState review={review} />
      </p>
      <p className="queue-text" lang={review.language}>
        {review.text}
      </p>
      <Facts
        items={[
          [t`Rating`, t`${review.score} of 5`],
          [
            t`Unit`,
            <a key="u" href={`/${lang}/units/${review.unit.slug}`}>
              {review.unit.title}
            </a>,
          ],
          [t`Guest`, review.author],
          [t`Written`, <Moment key="w" iso={review.created_at} />],
          [t`Hidden`, review.hidden_at ? <Moment key="h" iso={review.hidden_at} /> : null],
          [t`Why it is hidden`, review.hidden_reason],
        ]}
      />
      <HideRestoreKeep
        queue="reviews"
        id={id}
        hidden={review.hidden}
        waiting={review.waiting}
        words={{
          restore: {
            title: t`Restore`,
            help: t`Guests see it again, and the unit’s rating counts it.`,
            submit: t`Restore the review`,
          },
          hide: {
            submit: t`Hide the review`,
            reasonHelp: t`Kept with the review and in the audit log; the guest pages and the rating leave it out.`,
          },
        }}
      />
    </Page>
  );
}
