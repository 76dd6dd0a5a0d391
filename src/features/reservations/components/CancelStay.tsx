import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReservationDetail } from '../../../../contract/reservations-account';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { Button } from '../../../components/ui/Button';
import { isApiError } from '../../../lib/api-error';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useOnline } from '../../../lib/use-online';
import { useCancelReservation } from '../api/cancel-reservation';
import { cancellationQueryOptions } from '../api/get-reservation';
import { useTripLabels } from './use-labels';

/**
 * Cancelling: the policy, then (on request) the refund the server would give now, and only then the
 * confirming button, which names the amount. Offline the button is off and says why.
 */
export function CancelStay({ userId, trip }: { userId: string; trip: ReservationDetail }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const online = useOnline();
  const labels = useTripLabels();
  const [asked, setAsked] = useState(false);
  const quote = useQuery({ ...cancellationQueryOptions(userId, trip.id), enabled: asked && online });
  const cancel = useCancelReservation(userId, trip.id);
  const policy = labels.policy[trip.cancellation_policy];

  return (
    <section className="trip-section trip-cancel" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading">
        <Trans>Cancel this stay</Trans>
      </h2>
      <p>
        <Trans>
          Cancellation policy: {policy.name}. {policy.rule}
        </Trans>
      </p>
      {!online ? (
        <>
          <Button variant="secondary" isDisabled>
            <Trans>Cancel this stay</Trans>
          </Button>
          <p className="field-description">
            <Trans>
              Cancelling needs a connection, so the refund can be worked out and sent. Try again online.
            </Trans>
          </p>
        </>
      ) : !asked ? (
        <Button variant="secondary" onPress={() => setAsked(true)}>
          <Trans>See my refund and cancel</Trans>
        </Button>
      ) : quote.isPending ? (
        <p role="status">
          <Trans>Working out your refund…</Trans>
        </p>
      ) : quote.isError || !quote.data ? (
        <p role="alert">
          <Trans>Your refund couldn’t be worked out.</Trans>{' '}
          <Button variant="ghost" onPress={() => void quote.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      ) : !quote.data.can_cancel ? (
        <p role="status">
          {quote.data.reason === 'started' ? (
            <Trans>This stay has begun, so it can no longer be cancelled here. Contact us for help.</Trans>
          ) : (
            <Trans>Only a confirmed, paid stay can be cancelled.</Trans>
          )}
        </p>
      ) : (
        <MutationForm
          mutation={cancel}
          variables={() => quote.data.refund.amount_minor}
          aria-label={t`Confirm the cancellation`}
        >
          <p className="trip-refund" role="status">
            {quote.data.refund.amount_minor > 0 ? (
              <Trans>
                If you cancel now, you get back {formatMoney(quote.data.refund, lang)} of the{' '}
                {formatMoney(quote.data.paid, lang)} you paid, to the card you paid with.
              </Trans>
            ) : (
              <Trans>
                If you cancel now, nothing is refunded under this policy (you paid{' '}
                {formatMoney(quote.data.paid, lang)}).
              </Trans>
            )}{' '}
            {quote.data.coins_refunded > 0 && (
              <Plural
                value={quote.data.coins_refunded}
                one="# coin goes back to your balance."
                other="# coins go back to your balance."
              />
            )}
          </p>
          {/* The steps count back from the check-in time shown under "Your stay", the place's own wall
              clock; restating it here in the reader's zone showed one stay with two times. */}
          <p className="field-description">
            <Trans>The refund steps count back from your check-in time, in the place’s local time.</Trans>
          </p>
          <SubmitButton className="btn-danger">
            <Trans>Cancel and refund {formatMoney(quote.data.refund, lang)}</Trans>
          </SubmitButton>
          {cancel.isError && isApiError(cancel.error) && cancel.error.code === 'REFUND_CHANGED' && (
            <Button variant="ghost" onPress={() => void quote.refetch()}>
              <Trans>Show the new refund</Trans>
            </Button>
          )}
        </MutationForm>
      )}
    </section>
  );
}
