import { Trans } from '@lingui/react/macro';
import type { ThreadDetail } from '../../../../contract/messages';
import { Link } from '../../../components/ui/Link';
import { Ltr } from '../../../components/ui/Ltr';
import { formatDate } from '../../../lib/dates';
import { currentLocale } from '../../../lib/i18n';
import type { Audience } from '../api/keys';

/** Above a thread on its own page: the place, who it is with, and a link to the stay or the place. */
export function ThreadHeader({ detail, audience }: { detail: ThreadDetail; audience: Audience }) {
  const lang = currentLocale();
  const { thread } = detail;
  const { stay } = thread;
  return (
    <header className="thread-header">
      <h2>{thread.unit.title}</h2>
      <p>
        {audience === 'host' ? (
          <Trans>
            With your guest <bdi>{thread.counterpart}</bdi>
          </Trans>
        ) : (
          <Trans>
            With your host <bdi>{thread.counterpart}</bdi>
          </Trans>
        )}
      </p>
      {stay ? (
        <p>
          <Trans>
            Stay <Ltr>{stay.code}</Ltr>, {formatDate(stay.check_in, lang)} to{' '}
            {formatDate(stay.check_out, lang)}
          </Trans>{' '}
          {audience === 'host' ? (
            <Link to="/$lang/hosting/$" params={{ lang, _splat: `reservations/${stay.code}` }}>
              <Trans>Open the reservation</Trans>
            </Link>
          ) : (
            <Link to="/$lang/account/reservations/$id" params={{ lang, id: stay.id }}>
              <Trans>Open the trip</Trans>
            </Link>
          )}
        </p>
      ) : (
        <p>
          <Trans>A question before booking.</Trans>{' '}
          <Link to="/$lang/units/$slug" params={{ lang, slug: thread.unit.slug }}>
            <Trans>See the place</Trans>
          </Link>
        </p>
      )}
    </header>
  );
}
