import { createFileRoute } from '@tanstack/react-router';
import { ThreadsPage } from '../../../../../features/messages/components/pages';
import { MESSAGES_KEPT_OFFLINE } from '../../../../../features/messages/offline-copy';
import { messagesSearch } from '../../../../../features/messages/search';
import { useSession } from '../../../../../lib/use-session';

/** No loader, like the notifications: offline, the kept copy shows instead of an error. */
export const Route = createFileRoute('/$lang/_default/account/messages/')({
  staticData: { offline: MESSAGES_KEPT_OFFLINE },
  validateSearch: messagesSearch,
  component: MessagesPage,
});

function MessagesPage() {
  // The account guard has sent everyone else to sign in.
  const userId = useSession().user?.id ?? '';
  return <ThreadsPage userId={userId} audience="guest" search={Route.useSearch()} />;
}
