import { useSession } from '../../../lib/use-session';
import { messagesSearch, threadIdOf } from '../search';
import { ThreadPage, ThreadsPage } from './pages';

/**
 * The host workspace's messages section (hosting/messages and hosting/messages/<id>), loaded lazily by
 * the hosting feature with this catalogue: the guest's pages never carry it.
 */
export default function HostMessages({ path, search }: { path: string; search: Record<string, unknown> }) {
  const userId = useSession().user?.id;
  // The hosting layout shows this only to a signed-in host.
  if (!userId) return null;
  if (path === 'messages')
    return <ThreadsPage userId={userId} audience="host" search={messagesSearch(search)} />;
  return <ThreadPage userId={userId} audience="host" threadId={threadIdOf(path.slice('messages/'.length))} />;
}
