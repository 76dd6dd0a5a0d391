import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/Button';
import { currentLocale } from '../../../lib/i18n';
import { useOnline } from '../../../lib/use-online';
import { notificationQueryOptions } from '../api/get-notification';
import { useMarkRead } from '../api/mark-read';
import { NotificationTime } from './NotificationTime';

const route = getRouteApi('/$lang/_default/account/notifications/$id');

/** One notification; opening it marks it read (through the outbox when offline). */
export function NotificationDetail() {
  const { id } = route.useParams();
  const lang = currentLocale();
  const online = useOnline();
  const query = useQuery(notificationQueryOptions(id, lang));
  const markRead = useMarkRead();
  const item = query.data;
  const { mutate } = markRead;

  useEffect(() => {
    if (item && !item.read) mutate(item.id);
  }, [item, mutate]);

  const back = (
    <Link to="/$lang/account/notifications" params={{ lang }} className="btn btn-secondary">
      <Trans>All notifications</Trans>
    </Link>
  );
  if (!item) {
    const missing = query.error && (query.error as { status?: number }).status === 404;
    if (query.isError || !online) {
      return (
        <div className="empty-state" role="status">
          <p>
            {missing ? (
              <Trans>This notification doesn’t exist, or it isn’t yours.</Trans>
            ) : online ? (
              <Trans>We couldn’t load this notification.</Trans>
            ) : (
              <Trans>You’re offline, and this notification hasn’t been kept on this device.</Trans>
            )}
          </p>
          {!missing && (
            <Button variant="secondary" onPress={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          )}
          {back}
        </div>
      );
    }
    return (
      <p role="status" className="loading-note">
        <Trans>Loading the notification…</Trans>
      </p>
    );
  }
  return (
    <section className="notification-detail" aria-labelledby="notification-title">
      <h2 id="notification-title">{item.title}</h2>
      <NotificationTime at={item.created_at} />
      <p>{item.body}</p>
      <p className="notification-actions">
        {item.link && (
          <a href={`/${lang}${item.link}`} className="btn btn-primary">
            <Trans>Open</Trans>
          </a>
        )}
        {back}
      </p>
    </section>
  );
}
