import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CalendarFeed } from '../../../../../contract/hosting-calendar-sync';
import { Button } from '../../../../components/ui/Button';
import { Ltr } from '../../../../components/ui/Ltr';
import { formatAge, formatDate } from '../../../../lib/dates';
import { currentLocale } from '../../../../lib/i18n';
import { useRemoveCalendarFeed } from '../../api/remove-calendar-feed';
import { useSyncCalendarFeed } from '../../api/sync-calendar-feed';
import { useFeedErrorText } from './feed-error';

/** One imported calendar: its health (last success, last error, what it blocks, conflicts) and actions. */
function FeedItem({ unitId, feed, online }: { unitId: number; feed: CalendarFeed; online: boolean }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const errorText = useFeedErrorText();
  const sync = useSyncCalendarFeed(unitId);
  const remove = useRemoveCalendarFeed(unitId);
  const [now] = useState(() => Date.now());
  const checked = feed.last_success_at ? formatAge(Date.parse(feed.last_success_at), now, lang) : null;

  return (
    <li className="calendar-sync-feed">
      <h4>{feed.name}</h4>
      <p className="calendar-sync-url">
        <Ltr>{feed.url}</Ltr>
      </p>
      <p>
        {checked ? <Trans>Last read {checked}.</Trans> : <Trans>Not read yet.</Trans>}{' '}
        <Plural value={feed.events_imported} one="# event imported" other="# events imported" />
        <Plural value={feed.nights_blocked} one=", # night blocked here." other=", # nights blocked here." />
      </p>
      {feed.last_error && (
        <p role="alert" className="field-error">
          {errorText(feed.last_error)}{' '}
          {feed.last_success_at && <Trans>Nights from the last good read stay blocked meanwhile.</Trans>}
        </p>
      )}
      {feed.conflicts.length > 0 && (
        <div className="calendar-sync-conflicts" role="alert">
          <p>
            <Trans>
              This calendar blocks nights already booked here. Both stay as they are: contact the guest or the
              other site to settle it.
            </Trans>
          </p>
          <ul>
            {feed.conflicts.map((c) => (
              <li key={c.reservation_code}>
                <Trans>
                  Stay <Ltr>{c.reservation_code}</Ltr>: nights {formatDate(c.first_night, lang)} to{' '}
                  {formatDate(c.last_night, lang)}
                </Trans>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="calendar-sync-actions">
        <Button
          variant="secondary"
          isDisabled={!online}
          isPending={sync.isPending}
          onPress={() => sync.mutate(feed.id)}
        >
          <Trans>Sync now</Trans>
        </Button>
        <Button
          variant="ghost"
          isDisabled={!online}
          isPending={remove.isPending}
          aria-label={t`Remove ${feed.name}`}
          onPress={() => remove.mutate(feed.id)}
        >
          <Trans>Remove</Trans>
        </Button>
      </div>
      {(sync.isError || remove.isError) && (
        <p role="alert" className="field-error">
          <Trans>That didn’t work. Check your connection and try again.</Trans>
        </p>
      )}
    </li>
  );
}

export function FeedList({
  unitId,
  feeds,
  online,
}: {
  unitId: number;
  feeds: CalendarFeed[];
  online: boolean;
}) {
  if (feeds.length === 0) {
    return (
      <p className="field-description">
        <Trans>
          No calendars imported yet. Add the calendar link of each other site this place is listed on, so
          nights sold there can’t be booked here.
        </Trans>
      </p>
    );
  }
  return (
    <ul className="calendar-sync-feeds">
      {feeds.map((feed) => (
        <FeedItem key={feed.id} unitId={unitId} feed={feed} online={online} />
      ))}
    </ul>
  );
}
