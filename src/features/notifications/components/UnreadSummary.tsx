import { Plural } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/use-session';
import { unreadCountQueryOptions } from '../api/get-unread-count';

/** The same one count the bell shows, for the account page (and the notifications page's lead). */
export function UnreadSummary() {
  const { token } = useSession();
  const { data } = useQuery({ ...unreadCountQueryOptions(), enabled: Boolean(token) });
  if (data === undefined) return null;
  return (
    <span className="unread-summary" data-testid="unread-summary">
      <Plural value={data} _0="All read" one="# unread" other="# unread" />
    </span>
  );
}
