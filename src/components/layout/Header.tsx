import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { currentLocale } from '../../lib/i18n';
import { useSession } from '../../lib/use-session';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { lazy, Suspense } from 'react';
import { serverRendered } from '../../lib/page-environment';
import { useAfterPaint } from '../../lib/use-after-paint';
import { useCurrency } from '../../lib/use-currency';

// react-aria's Select is not needed to paint the page: it loads after, in the space its placeholder
// keeps. A server-rendered page shows it at once and hydrates it only when reached (CurrencySwitch).
const CurrencySwitch = lazy(() => import('./CurrencySwitch').then((m) => ({ default: m.CurrencySwitch })));

export function Header() {
  const { t } = useLingui();
  const lang = currentLocale();
  const { token } = useSession();
  const afterPaint = useAfterPaint(serverRendered());
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
          {afterPaint ? (
            <Suspense fallback={<CurrencyPlaceholder />}>
              <CurrencySwitch />
            </Suspense>
          ) : (
            <CurrencyPlaceholder />
          )}
          <LanguageSwitch />
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

function CurrencyPlaceholder() {
  return <span className="currency-placeholder">{useCurrency()}</span>;
}
