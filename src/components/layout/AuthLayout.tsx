import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { Link } from '@tanstack/react-router';
import { currentLocale } from '../../lib/i18n';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';

/** The auth layout (§2): a quiet frame around one card, without the site's navigation. */
export function AuthLayout() {
  const { t } = useLingui();
  const lang = currentLocale();
  return (
    <div className="layout layout-auth">
      <header className="auth-header">
        <Brand />
        <LanguageSwitch />
      </header>
      <main id="main" className="auth-main" tabIndex={-1}>
        <div className="auth-card">
          <Outlet />
        </div>
      </main>
      <footer className="auth-footer">
        <nav aria-label={t`Legal`}>
          <Link to="/$lang/terms-conditions" params={{ lang }}>
            <Trans>Terms and conditions</Trans>
          </Link>
          <Link to="/$lang/privacy" params={{ lang }}>
            <Trans>Privacy policy</Trans>
          </Link>
        </nav>
      </footer>
    </div>
  );
}
