import { Trans } from '@lingui/react/macro';
import { intlLocale } from '../../../../contract/i18n';
import type { StayKit } from '../../../../contract/messages';
import { Ltr } from '../../../components/ui/Ltr';
import { currentLocale } from '../../../lib/i18n';

/** A moment on the unit's clock (its time zone), e.g. "Mar 8, 2027, 15:00". */
function unitTime(iso: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(intlLocale(currentLocale()), { ...options, timeZone }).format(
      new Date(iso),
    );
  } catch {
    // An unknown zone name: the reader's own clock is better than nothing.
    return new Intl.DateTimeFormat(intlLocale(currentLocale()), options).format(new Date(iso));
  }
}

/** How to get in: the check-in instructions and door code, or when they will show. */
export function StayAccess({ kit }: { kit: StayKit }) {
  const { stay } = kit;
  const open = kit.check_in_instructions !== null || kit.door_code !== null;
  if (!open) {
    const from = unitTime(stay.access_from, stay.time_zone);
    return (
      <p className="stay-kit-access" data-testid="stay-kit-access">
        <Trans>
          The check-in instructions and door code show here from {from} (the place’s local time), 48 hours
          before check-in.
        </Trans>
      </p>
    );
  }
  return (
    <div className="stay-kit-access" data-testid="stay-kit-access">
      <h3>
        <Trans>Door code</Trans>
      </h3>
      {kit.door_code ? (
        <p className="stay-kit-code" data-testid="door-code">
          <Ltr>{kit.door_code}</Ltr>
        </p>
      ) : (
        <p>
          <Trans>Your host hasn’t added a door code. Ask them below if you need one.</Trans>
        </p>
      )}
      <h3>
        <Trans>Check-in instructions</Trans>
      </h3>
      <p className="message-text" dir="auto">
        {kit.check_in_instructions || <Trans>Your host hasn’t added check-in instructions yet.</Trans>}
      </p>
    </div>
  );
}
