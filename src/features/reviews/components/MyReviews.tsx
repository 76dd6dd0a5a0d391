import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AwaitingStay, Review } from '../../../../contract/reviews';
import { Button } from '../../../components/ui/Button';
import { Link } from '../../../components/ui/Link';
import { formatDate } from '../../../lib/dates';
import { currentLocale } from '../../../lib/i18n';
import { myReviewsQueryOptions } from '../api/get-my-reviews';
import { ReviewCard } from './ReviewCard';
import { ReviewForm } from './ReviewForm';

function UnitLink({ unit }: { unit: Review['unit'] }) {
  const lang = currentLocale();
  return (
    <h3 className="review-unit">
      <Link to="/$lang/units/$slug" params={{ lang, slug: unit.slug }}>
        {unit.title}
      </Link>
    </h3>
  );
}

function Waiting({ stay }: { stay: AwaitingStay }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const [open, setOpen] = useState(false);
  const from = formatDate(stay.check_in, lang);
  const to = formatDate(stay.check_out, lang);
  return (
    <li className="review-card">
      <UnitLink unit={stay.unit} />
      <p className="review-meta">
        <Trans>
          Stayed {from} – {to}
        </Trans>
      </p>
      {open ? (
        <ReviewForm
          reservationId={stay.reservation_id}
          onDone={() =>
            void import('../../../components/ui/toast-queue').then(({ toast }) =>
              toast.success(t`Thank you: your review is published.`),
            )
          }
        />
      ) : (
        <Button onPress={() => setOpen(true)}>
          <Trans>Write a review</Trans>
        </Button>
      )}
    </li>
  );
}

function Mine({ review }: { review: Review }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const [editing, setEditing] = useState(false);
  const until = formatDate(review.editable_until.slice(0, 10), lang);
  return (
    <li>
      <ReviewCard review={review} title={<UnitLink unit={review.unit} />}>
        <p className="review-meta">
          {review.editable ? (
            <Trans>You can edit this review until {until}.</Trans>
          ) : (
            <Trans>The 14 days for editing this review have passed.</Trans>
          )}
        </p>
        {review.editable &&
          (editing ? (
            <ReviewForm
              review={review}
              onDone={() => {
                setEditing(false);
                void import('../../../components/ui/toast-queue').then(({ toast }) =>
                  toast.success(t`Your review has been updated.`),
                );
              }}
            />
          ) : (
            <Button variant="secondary" onPress={() => setEditing(true)}>
              <Trans>Edit review</Trans>
            </Button>
          ))}
      </ReviewCard>
    </li>
  );
}

/** The account's reviews page: stays waiting for a review first, then the reviews already written. */
export function MyReviews() {
  const lang = currentLocale();
  const { data } = useSuspenseQuery(myReviewsQueryOptions(lang));
  return (
    <div className="my-reviews">
      <section aria-labelledby="awaiting-heading">
        <h2 id="awaiting-heading">
          <Trans>Waiting for your review</Trans>
        </h2>
        {data.awaiting.length === 0 ? (
          <p>
            <Trans>No stays are waiting for a review. After your next stay, you can review it here.</Trans>
          </p>
        ) : (
          <ul className="review-list">
            {data.awaiting.map((stay) => (
              <Waiting key={stay.reservation_id} stay={stay} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="written-heading">
        <h2 id="written-heading">
          <Trans>Your reviews</Trans>
        </h2>
        {data.items.length === 0 ? (
          <p>
            <Trans>You haven’t written any reviews yet.</Trans>
          </p>
        ) : (
          <ul className="review-list">
            {data.items.map((review) => (
              <Mine key={review.id} review={review} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
