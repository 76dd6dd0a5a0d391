import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../../components/ui/Button';
import { isApiError } from '../../../../lib/api-error';
import { useOnline } from '../../../../lib/use-online';
import { calendarSyncQueryOptions } from '../../api/get-calendar-sync';
import { AddFeedForm } from './AddFeedForm';
import { ExportLink } from './ExportLink';
import { FeedList } from './FeedList';
import './calendar-sync.css';

/**
 * The unit editor's "Calendar sync" section: the link other sites import (nights booked or blocked
 * here), and the other sites' calendars imported here, checked every 15 minutes, with their health.
 */
export function CalendarSync({ unitId }: { unitId: number }) {
  const online = useOnline();
  const sync = useQuery(calendarSyncQueryOptions(unitId));

  return (
    <section className="calendar-sync" aria-labelledby={`calendar-sync-${unitId}`}>
      <h2 id={`calendar-sync-${unitId}`}>
        <Trans>Calendar sync</Trans>
      </h2>
      {!online && (
        <p role="status" className="field-description">
          <Trans>
            You’re offline. Calendar sync needs a connection; changes wait until you’re back online.
          </Trans>
        </p>
      )}
      {sync.isPending ? (
        <p role="status">
          <Trans>Loading calendar sync…</Trans>
        </p>
      ) : sync.isError ? (
        <div role="alert">
          <p>
            {isApiError(sync.error) && sync.error.status === 404 ? (
              <Trans>This place isn’t one of yours, so its calendars can’t be shown.</Trans>
            ) : isApiError(sync.error) && sync.error.status === 403 ? (
              <Trans>Calendar sync is for hosts. List your property to become one.</Trans>
            ) : (
              <Trans>Calendar sync couldn’t be loaded.</Trans>
            )}
          </p>
          <Button variant="secondary" onPress={() => void sync.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          <ExportLink unitId={unitId} url={sync.data.exportUrl} online={online} />
          <div className="calendar-sync-imports">
            <h3>
              <Trans>Imported calendars</Trans>
            </h3>
            <p className="field-description">
              <Trans>
                Nights taken on these calendars are blocked here, checked every 15 minutes. Nights blocked
                here because of them aren’t sent back out on your link.
              </Trans>
            </p>
            <FeedList unitId={unitId} feeds={sync.data.feeds} online={online} />
          </div>
          {online && <AddFeedForm unitId={unitId} count={sync.data.feeds.length} />}
        </>
      )}
    </section>
  );
}
