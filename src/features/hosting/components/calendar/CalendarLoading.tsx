import { Trans } from '@lingui/react/macro';

/** The calendar while its twelve months load: says so, in the page's place. */
export function CalendarLoading() {
  return (
    <div className="page">
      <p role="status">
        <Trans>Loading the calendar…</Trans>
      </p>
    </div>
  );
}
