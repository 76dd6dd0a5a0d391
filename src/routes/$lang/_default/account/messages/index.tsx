import { createFileRoute } from '@tanstack/react-router';
import { ThreadsPage } from '../../../../../features/messages/components/pages';
import { MESSAGES_KEPT_OFFLINE } from '../../../../../features/messages/offline-copy';
import { messagesSearch, type MessagesSearch } from '../../../../../features/messages/search';
import { useSession } from '../../../../../lib/use-session';

/**
 * No loader, like the notifications: offline, the kept copy shows instead of an error. The search is
 * kept as given here and checked in the page (messagesSearch): a route's options ride in every
 * guest's first load, its page does not.
 */
export const Route = createFileRoute('/$lang/_default/account/messages/')({
  staticData: { offline: MESSAGES_KEPT_OFFLINE },
  validateSearch: (raw: Record<string, unknown>) => raw as Partial<MessagesSearch>,
  component: MessagesPage,
});

function MessagesPage() {
  // The account guard has sent everyone else to sign in.
  const userId = useSession().user?.id ?? '';
  return <ThreadsPage userId={userId} audience="guest" search={messagesSearch(Route.useSearch())} />;
}
