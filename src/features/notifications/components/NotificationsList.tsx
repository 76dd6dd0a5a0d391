import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Button } from '../../../components/ui/Button';
import { Pager } from '../../../components/ui/Pager';
import { currentLocale } from '../../../lib/i18n';
import { useOnline } from '../../../lib/use-online';
import { notificationsQueryOptions } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { CopyAge } from './CopyAge';
import { NotificationTime } from './NotificationTime';
import { PushOptIn } from './PushOptIn';
import { UnreadSummary } from './UnreadSummary';

const route = getRouteApi('/$lang/_default/account/notifications/');

/**
 * The notifications, newest first, each a link to its page. Read with useQuery (no loader) so that
 * offline the copy restored from IndexedDB shows, with its age, instead of an error.
 */
export function NotificationsList() {
  const { t } = useLingui();
  const { page = 1 } = route.useSearch();
  const lang = currentLocale();
  const online = useOnline();
  const query = useQuery(notificationsQueryOptions(page, lang));
  const markRead = useMarkRead();

  if (!query.data) {
    if (query.isError || !online) {
      return (
        <div className="empty-state" role="status">
          <p>
            {online ? (
              <Trans>We couldn’t load your notifications.</Trans>
            ) : (
              <Trans>You’re offline, and no notifications have been kept on this device yet.</Trans>
            )}
          </p>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      );
    }
    return <p role="status" className="loading-note">{t`Loading your notifications…`}</p>;
  }

  const { items, pagination } = query.data;
  return (
    <>
      {!online && <CopyAge at={query.dataUpdatedAt} />}
      <div className="notifications-toolbar">
        <UnreadSummary />
        <Button
          variant="secondary"
          isDisabled={!items.some((item) => !item.read)}
          onPress={() => markRead.mutate(null)}
        >
          <Trans>Mark all as read</Trans>
        </Button>
      </div>
      {items.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>
              No notifications yet. We’ll tell you here when a booking is confirmed or something needs you.
            </Trans>
          </p>
        </div>
      ) : (
        <ul className="notification-list">
          {items.map((item) => (
            <li key={item.id} className={item.read ? 'notification' : 'notification notification-unread'}>
              <Link
                to="/$lang/account/notifications/$id"
                params={{ lang, id: item.id }}
                className="notification-link"
              >
                <span className="notification-title">
                  {!item.read && <span className="visually-hidden">{t`Unread:`} </span>}
                  {item.title}
                </span>
                <span className="notification-body">{item.body}</span>
                <NotificationTime at={item.created_at} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={pagination.page} last={pagination.last_page} />
      <PushOptIn />
    </>
  );
}
