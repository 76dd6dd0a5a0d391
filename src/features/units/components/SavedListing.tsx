import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SavedAge } from '../../../components/ui/SavedAge';
import { currentLocale } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { lastSeenListingQueryOptions } from '../api/last-seen';
import { UnitCard } from './UnitCard';

/**
 * Offline, for a search this device has no answer to: the last results the guest saw online, marked as
 * a saved copy with its age and its own search's dates on the cards. No pager: other pages aren't kept.
 */
export function SavedListing() {
  const lang = currentLocale();
  const { data, dataUpdatedAt } = useQuery(lastSeenListingQueryOptions(lang));
  const signedIn = Boolean(useSession().user);
  if (!data) {
    return (
      <div className="empty-state" role="status">
        <p>
          <Trans>
            You’re offline, and no search results are kept on this device yet. Search once online and the last
            results you see stay here.
          </Trans>
        </p>
        {signedIn && (
          <Link to="/$lang/account/wishlist" params={{ lang }} search={{}} className="btn btn-secondary">
            <Trans>Open your saved stays</Trans>
          </Link>
        )}
      </div>
    );
  }
  const { check_in, check_out, guests } = data.search;
  const stay = { check_in, check_out, guests };
  return (
    <>
      <SavedAge at={dataUpdatedAt}>
        {({ time, age }) => (
          <Trans>
            You’re offline. These are the last stays you searched, saved {age} ({time}); they may not match
            this search.
          </Trans>
        )}
      </SavedAge>
      <ul className="unit-grid">
        {data.items.map((unit, index) => (
          <li key={unit.id}>
            <UnitCard unit={unit} priority={index === 0} stay={stay} />
          </li>
        ))}
      </ul>
    </>
  );
}
