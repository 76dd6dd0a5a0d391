import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { Brand } from './Brand';
import { LegalLinks } from './LegalLinks';
import { LanguageSwitch } from './LanguageSwitch';

/** The auth layout (spec: screens, routes and guards): a quiet frame around one card, without the site's navigation. */
export function AuthLayout() {
  const { t } = useLingui();
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
          <LegalLinks />
        </nav>
      </footer>
    </div>
  );
}
