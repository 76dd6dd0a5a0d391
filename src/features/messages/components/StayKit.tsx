import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/Button';
import { useErrorMessage } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { formatPlace } from '../../../lib/numbers';
import { useOnline } from '../../../lib/use-online';
import { stayKitQueryOptions } from '../api/get-stay-kit';
import { StayAccess } from './StayAccess';
import { ThreadView } from './ThreadView';

/**
 * A confirmed stay's kit on the trip page: the address and map position, the check-in instructions and
 * door code (from 48 hours before check-in), and the whole thread with the host. Kept on the device
 * (the `messages` family is persisted with the trip), so it opens at the door with no signal.
 */
export function StayKit({ userId, reservationId }: { userId: string; reservationId: string }) {
  const lang = currentLocale();
  const online = useOnline();
  const messageOf = useErrorMessage();
  const query = useQuery(stayKitQueryOptions(userId, reservationId, lang));
  const kit = query.data;

  return (
    <>
      <section className="trip-section stay-kit" aria-labelledby="stay-kit-heading">
        <h2 id="stay-kit-heading">
          <Trans>Stay kit</Trans>
        </h2>
        {kit ? (
          <>
            <p>
              <Trans>Kept on this device, so it opens at the door even with no signal.</Trans>
            </p>
            <h3>
              <Trans>Address</Trans>
            </h3>
            <p data-testid="stay-kit-address">
              {formatPlace([kit.address, kit.area, kit.city].filter(Boolean), lang)}{' '}
              <a
                href={`https://www.google.com/maps/search/?api=1&query=${kit.position.lat},${kit.position.lng}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Trans>Map (opens a map)</Trans>
              </a>
            </p>
            <StayAccess kit={kit} />
          </>
        ) : !online ? (
          <p role="status">
            <Trans>
              You’re offline, and this stay’s kit hasn’t been kept on this device yet. Open this page once
              online to keep it.
            </Trans>
          </p>
        ) : query.isError ? (
          <div role="alert">
            <p>{messageOf(query.error)}</p>
            <Button variant="secondary" onPress={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <p role="status">
            <Trans>Loading your stay kit…</Trans>
          </p>
        )}
      </section>
      {kit && (
        <section className="trip-section" aria-labelledby="trip-messages-heading">
          <h2 id="trip-messages-heading">
            <Trans>Messages with your host</Trans>
          </h2>
          <ThreadView
            userId={userId}
            audience="guest"
            threadId={kit.thread.thread.id}
            seed={{ thread: kit.thread, at: query.dataUpdatedAt }}
          />
        </section>
      )}
    </>
  );
}
