import { Plural } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../../lib/numbers';
import { currentLocale } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { hostUnreadQueryOptions } from '../api/get-threads';

/**
 * The host's unread messages beside "Messages" in the hosting nav. A new message refetches it through
 * the notifications stream (engage.ts invalidates the messages family); nothing polls.
 */
export default function HostUnreadCount() {
  const userId = useSession().user?.id ?? '';
  const { data: unread = 0 } = useQuery({ ...hostUnreadQueryOptions(userId), enabled: userId !== '' });
  if (unread === 0) return null;
  return (
    <>
      <span className="nav-count" aria-hidden="true" data-testid="host-messages-count">
        {formatNumber(unread, currentLocale())}
      </span>
      <span className="visually-hidden">
        , <Plural value={unread} one="# unread" other="# unread" />
      </span>
    </>
  );
}
