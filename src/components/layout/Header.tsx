import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { optionalPart } from '../../lib/lazy-part';
import { withCatalogues } from '../../lib/i18n';
import { currentLocale } from '../../lib/i18n';
import { useSession } from '../../lib/use-session';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { CurrencySwitch } from './CurrencySwitch';

/**
 * The bell and everything live behind it (stream, badge, title, offline outbox) load only for a
 * signed-in visitor, after the header has rendered: guests' pages, which are server-rendered and
 * size-budgeted, never carry that code.
 */
const Bell = optionalPart(() =>
  withCatalogues(
    ['notifications', 'favorites'],
    () => import('../../features/notifications/components/Bell'),
  ),
);

export function Header() {
  const { t } = useLingui();
  const lang = currentLocale();
  const { token } = useSession();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <div className="site-header-inner">
        <Brand />
        <nav aria-label={t`Main`} className="main-nav">
          <Link to="/$lang/listing" params={{ lang }}>
            <Trans>Stays</Trans>
          </Link>
          <Link to="/$lang/investment-units" params={{ lang }}>
            <Trans>Invest</Trans>
          </Link>
          <Link to="/$lang/rewards" params={{ lang }}>
            <Trans>Rewards</Trans>
          </Link>
        </nav>
        <div className="header-actions">
          <CurrencySwitch />
          <LanguageSwitch />
          {token && (
            <Suspense fallback={null}>
              <Bell />
            </Suspense>
          )}
          {token ? (
            <Link to="/$lang/account" params={{ lang }} className="btn btn-secondary">
              <Trans>My account</Trans>
            </Link>
          ) : (
            <Link to="/$lang/sign-in" params={{ lang }} className="btn btn-primary">
              <Trans>Sign in</Trans>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
