import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '../../../components/ui/Button';
import { useErrorMessage } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { useOnline } from '../../../lib/use-online';
import { useOpenStayThread } from '../api/open-stay-thread';
import { StayKit } from './StayKit';

/**
 * The trip page's messages with the host. A confirmed stay shows its stay kit with the whole thread,
 * kept on the device for the door; any other stay (past, cancelled) opens its thread on demand.
 */
export function TripMessages({
  userId,
  reservationId,
  confirmed,
}: {
  userId: string;
  reservationId: string;
  confirmed: boolean;
}) {
  if (confirmed) return <StayKit userId={userId} reservationId={reservationId} />;
  return <OpenThread reservationId={reservationId} />;
}

function OpenThread({ reservationId }: { reservationId: string }) {
  const lang = currentLocale();
  const online = useOnline();
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const open = useOpenStayThread(reservationId);
  return (
    <section className="trip-section" aria-labelledby="trip-messages-heading">
      <h2 id="trip-messages-heading">
        <Trans>Messages with your host</Trans>
      </h2>
      <Button
        variant="secondary"
        isDisabled={!online}
        isPending={open.isPending}
        onPress={() =>
          open.mutate(undefined, {
            onSuccess: (thread) =>
              void navigate({ to: '/$lang/account/messages/$id', params: { lang, id: String(thread.id) } }),
          })
        }
      >
        <Trans>Open the conversation</Trans>
      </Button>
      {!online && (
        <p className="field-description">
          <Trans>Opening the conversation needs a connection.</Trans>
        </p>
      )}
      {open.isError && (
        <p className="form-error" role="alert">
          {messageOf(open.error)}
        </p>
      )}
    </section>
  );
}
