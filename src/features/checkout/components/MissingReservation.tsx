import { Trans } from '@lingui/react/macro';
import { Link } from '../../../components/ui/Link';
import { currentLocale } from '../../../lib/i18n';

/** A payment page opened without (or with a broken) reservation link. */
export function MissingReservation() {
  const lang = currentLocale();
  return (
    <div className="empty-state" role="alert">
      <p>
        <Trans>This link doesn’t point to a booking. Start again from the place you want to stay.</Trans>
      </p>
      <Link to="/$lang/listing" params={{ lang }} className="btn btn-primary">
        <Trans>Browse places</Trans>
      </Link>
    </div>
  );
}
