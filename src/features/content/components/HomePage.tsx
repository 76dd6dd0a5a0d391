import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../../components/layout/Page';
import { Link } from '@tanstack/react-router';
import { currentLocale } from '../../../lib/i18n';

/** The home page's invitation to search; the catalogue sections arrive with the units feature. */
export function HomePage() {
  const lang = currentLocale();
  return (
    <Page
      className="home"
      title={msg({ id: 'page.home.title', message: 'Stays and investments across the Gulf' })}
      lead={msg({
        id: 'page.home.lead',
        message:
          'Book a home for your next trip, or own a share of one. In English and Arabic, on any device.',
      })}
    >
      <div className="home-actions">
        <Link to="/$lang/listing" params={{ lang }} className="btn btn-primary btn-lg">
          <Trans>Find a stay</Trans>
        </Link>
        <Link to="/$lang/investment-units" params={{ lang }} className="btn btn-secondary btn-lg">
          <Trans>Explore investments</Trans>
        </Link>
      </div>
    </Page>
  );
}
