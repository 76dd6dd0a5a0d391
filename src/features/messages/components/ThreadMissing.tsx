import { Trans } from '@lingui/react/macro';
import { Link } from '../../../components/ui/Link';
import { currentLocale } from '../../../lib/i18n';
import type { Audience } from '../api/keys';

/** A thread that does not exist or is someone else's (the server answers both alike): say so, and lead back. */
export function ThreadMissing({ audience }: { audience: Audience }) {
  const lang = currentLocale();
  return (
    <div className="empty-state" role="alert">
      <p>
        <Trans>We couldn’t find this conversation. It may have been opened from another account.</Trans>
      </p>
      {audience === 'host' ? (
        <Link to="/$lang/hosting/$" params={{ lang, _splat: 'messages' }} className="btn btn-secondary">
          <Trans>All messages</Trans>
        </Link>
      ) : (
        <Link
          to="/$lang/account/messages"
          params={{ lang }}
          search={{ page: 1 }}
          className="btn btn-secondary"
        >
          <Trans>All messages</Trans>
        </Link>
      )}
    </div>
  );
}
