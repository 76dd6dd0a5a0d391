import { Trans } from '@lingui/react/macro';
import { Link } from '../../../components/ui/Link';
import { currentLocale } from '../../../lib/i18n';

/** The hold ran out unpaid: nothing was charged, and the nights may have gone to someone else. */
export function HoldEnded({ unitSlug }: { unitSlug: string }) {
  const lang = currentLocale();
  return (
    <div className="empty-state hold-ended" role="alert">
      <h2>
        <Trans>Your hold on these nights has ended</Trans>
      </h2>
      <p>
        <Trans>
          We held the nights for 15 minutes and the payment wasn’t completed in time, so nothing was charged
          and any coins or promo code you used are yours again. The nights may have been booked by someone
          else since.
        </Trans>
      </p>
      <Link to="/$lang/units/$slug" params={{ lang, slug: unitSlug }} className="btn btn-primary">
        <Trans>Check the dates again</Trans>
      </Link>
    </div>
  );
}
