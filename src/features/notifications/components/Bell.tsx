import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { currentLocale } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/numbers';
import { unreadCountQueryOptions } from '../api/get-unread-count';
import { startEngagement } from '../live/engage';

/** The engagement running for this page, if any; it clears itself when the visitor signs out. */
let running: QueryClient | null = null;

/**
 * The header's bell with the unread count, for signed-in visitors only (the header loads this module
 * lazily, so guests never download it). Mounting it starts the live stream, the title and badge
 * updates and the outbox (live/engage.ts), once per app however many times the header re-renders.
 */
export default function Bell() {
  const { t } = useLingui();
  const lang = currentLocale();
  const queryClient = useQueryClient();
  const { data: unread = 0 } = useQuery(unreadCountQueryOptions());

  // Started once, not per mount: StrictMode and layout changes re-mount the bell, and the stream must
  // not reconnect for that. It stops itself when the session ends (engage.ts), and a later sign-in in
  // the same page starts it again.
  useEffect(() => {
    if (running === queryClient) return;
    running = queryClient;
    startEngagement(queryClient, () => {
      if (running === queryClient) running = null;
    });
  }, [queryClient]);

  return (
    <Link
      to="/$lang/account/notifications"
      params={{ lang }}
      className="bell"
      data-bell=""
      aria-label={
        unread > 0
          ? t({
              message: plural(unread, { one: 'Notifications, # unread', other: 'Notifications, # unread' }),
            })
          : t`Notifications`
      }
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z" />
      </svg>
      {unread > 0 && (
        <span className="bell-count" data-testid="bell-count" aria-hidden="true">
          {formatNumber(unread, lang)}
        </span>
      )}
    </Link>
  );
}
