import { useLingui } from '@lingui/react/macro';
import type { FeedError } from '../../../../../contract/hosting-calendar-sync';

/** The server's feed error codes in plain words, each saying what to do next. */
export function useFeedErrorText(): (code: FeedError) => string {
  const { t } = useLingui();
  const texts: Record<FeedError, string> = {
    unreachable: t`The other site didn’t answer with the calendar. Check the link, or try again later.`,
    not_calendar: t`This link opens a page, not a calendar. Copy the calendar (iCal, .ics) export link from the other site.`,
    too_large: t`This calendar is too large to import (over 2 MB). Check that the link is this place’s calendar.`,
    timeout: t`The other site took too long to answer. We’ll try again in 15 minutes.`,
    private_address: t`This link points to a private network address, which we never fetch. Use the other site’s public calendar link.`,
  };
  return (code) => texts[code];
}
