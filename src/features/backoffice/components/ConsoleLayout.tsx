import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Page } from '../../../components/layout/Page';
import { Link } from '../../../components/ui/Link';
import { isApiError } from '../../../lib/api-error';
import { currentLocale } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { consoleMeQueryOptions } from '../api/get-me';
import { backofficeKeys } from '../api/keys';
import { trackActivity } from '../activity';
import { useLiveQueues } from './queues/use-live-queues';
import { CONSOLE_SECTIONS, opens } from './sections';
import './console.css';

// Only a staff sign-in without the second factor needs these (and the QR code's library).
const SecondFactorGate = lazy(() => import('./staff/SecondFactorGate'));
const RecoveryCodesPage = lazy(() =>
  import('./staff/SecondFactorGate').then((module) => ({ default: module.RecoveryCodesPage })),
);

/**
 * /admin and below: the console's nav and the section, for a signed-in caller (each section's request
 * tells staff from anyone else: a 403 shows "this part is for staff"). Signed out, a way to sign in.
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const lang = currentLocale();
  const path = useLocation({ select: (location) => location.pathname });
  const signedIn = Boolean(useSession().token);
  // From the console on, calls say how long the page sat untouched (the staff idle clock).
  useEffect(trackActivity, []);
  const me = useQuery({ ...consoleMeQueryOptions(), enabled: signedIn });
  const queryClient = useQueryClient();
  // The recovery codes of a set-up just confirmed: shown until the person says they saved them.
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) {
    // The console's answers are fetched again with the new token first, so the set-up never flashes back.
    const open = () =>
      void queryClient.invalidateQueries({ queryKey: backofficeKeys.all }).finally(() => setCodes(null));
    return (
      <Suspense fallback={null}>
        <RecoveryCodesPage codes={codes} onDone={open} />
      </Suspense>
    );
  }
  if (signedIn && isApiError(me.error) && me.error.code === 'MFA_REQUIRED') {
    return (
      <Suspense fallback={null}>
        <SecondFactorGate onConfirmed={setCodes} />
      </Suspense>
    );
  }
  if (!signedIn)
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
      {/* Past the console's many sections to the one open, as the header's link skips the header. */}
      <a className="skip-link console-skip" href="#console-section">
        <Trans>Skip to the section</Trans>
      </a>
      <ConsoleNav path={path} />
      <div id="console-section" className="console-section" tabIndex={-1}>
        {children}
      </div>
    </div>
  );
}

/** The sections the caller's roles open, each with what waits in it. */
function ConsoleNav({ path }: { path: string }) {
  const { t, i18n } = useLingui();
  useLiveQueues();
  const lang = currentLocale();
  const me = useQuery(consoleMeQueryOptions());
  const roles = me.data?.roles ?? [];
  const sections = CONSOLE_SECTIONS.filter((section) => opens(section, roles));
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    // On a phone the sections are one sideways row: the open one is brought into it.
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [path, sections.length]);
  if (sections.length === 0) return null;
  return (
    <nav ref={nav} className="console-nav" aria-label={t`Console`}>
      <ul>
        {sections.map((section) => {
          const count = me.data?.counts[section.slug];
          return (
            <li key={section.slug}>
              <Link
                to="/$lang/admin/$"
                params={{ lang, _splat: section.slug }}
                className="console-nav-link"
                aria-current={path.includes(`/admin/${section.slug}`) ? 'page' : undefined}
              >
                {i18n._(section.label)}
                {count ? (
                  <span className="console-count">
                    {' '}
                    <Plural value={count} one={`(# waiting)`} other={`(# waiting)`} />
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
