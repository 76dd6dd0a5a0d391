import { createFileRoute } from '@tanstack/react-router';
import { ThreadPage } from '../../../../../features/messages/components/pages';
import { MESSAGES_KEPT_OFFLINE } from '../../../../../features/messages/offline-copy';
import { threadIdOf } from '../../../../../features/messages/search';
import { useSession } from '../../../../../lib/use-session';

/** A guest's conversation with a host; read with useQuery, so offline the kept copy shows. */
export const Route = createFileRoute('/$lang/_default/account/messages/$id')({
  staticData: { offline: MESSAGES_KEPT_OFFLINE },
  component: ThreadRoute,
});

function ThreadRoute() {
  const userId = useSession().user?.id ?? '';
  return <ThreadPage userId={userId} audience="guest" threadId={threadIdOf(Route.useParams().id)} />;
}
