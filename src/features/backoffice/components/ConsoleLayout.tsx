import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Page } from '../../../components/layout/Page';
import { Link } from '../../../components/ui/Link';
import { currentLocale } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import './console.css';

/**
 * /admin and below: the console's nav and the section, for a signed-in caller (each section's request
 * tells staff from anyone else: a 403 shows "this part is for staff"). Signed out, a way to sign in.
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const path = useLocation({ select: (location) => location.pathname });
  if (!useSession().token)
    return (
      <Page title={msg`Operator’s console`}>
        <div className="empty-state">
          <p>
            <Trans>
              The console is for the team that runs Sakan. Sign in with your staff account to use it.
            </Trans>
          </p>
          <Link to="/$lang/sign-in" params={{ lang }} search={{ redirect: path }} className="btn">
            <Trans>Sign in</Trans>
          </Link>
        </div>
      </Page>
    );
  return (
    <div className="console">
      <nav className="hosting-nav console-nav" aria-label={t`Console`}>
        <ul>
          <li>
            <Link
              to="/$lang/admin/$"
              params={{ lang, _splat: 'calendar-conflicts' }}
              className="hosting-nav-link"
              aria-current={path.includes('/admin/calendar-conflicts') ? 'page' : undefined}
            >
              <Trans>Calendar conflicts</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      {children}
    </div>
  );
}
