import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { currentLocale } from '../../lib/i18n';
import { useOnline } from '../../lib/use-online';
import { useSession } from '../../lib/use-session';
import { Button } from '../ui/Button';
import { Link } from '../ui/Link';

/**
 * What a page shows when it is opened offline and this device holds no copy of its data: never the
 * generic error. It says what the page keeps on the device (the route's `staticData.offline`, e.g. "Your
 * trips are kept on this device once you open them online") and what to do now: the pages that do open
 * offline, and a retry that also runs by itself when the connection comes back.
 */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  const { t, i18n } = useLingui();
  const kept = useRouterState({
    select: (s) => s.matches.map((m) => m.staticData?.offline).findLast(Boolean),
  });
  const online = useOnline();
  const signedIn = Boolean(useSession().user);
  const lang = currentLocale();

  // Only the change back to online retries (not a mount while the browser says online, which would
  // loop when the server, not the device, is unreachable).
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) onRetry();
    wasOnline.current = online;
  }, [online, onRetry]);

  const title = t`You’re offline`;
  return (
    <section className="error-screen offline-screen" aria-labelledby="offline-title">
      <title>{`${title} · ${t({ id: 'brand.name', message: 'Sakan' })}`}</title>
      <h1 id="offline-title">{title}</h1>
      <p className="error-description">
        {kept ? i18n._(kept) : <Trans>This page is kept on this device once you open it online.</Trans>}
      </p>
      <p className="error-description">
        <Trans>Connect to the internet and try again. What you’ve opened before still opens here.</Trans>
      </p>
      <div className="error-actions">
        <Button onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
        {signedIn ? (
          <Link
            to="/$lang/account/reservations"
            params={{ lang }}
            search={{ tab: 'upcoming', page: 1 }}
            className="btn btn-secondary"
          >
            {t({ id: 'page.reservations.title', message: 'My reservations' })}
          </Link>
        ) : (
          <Link to="/$lang" params={{ lang }} className="btn btn-secondary">
            <Trans>Back to home</Trans>
          </Link>
        )}
      </div>
    </section>
  );
}
