import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Link } from '../../../../components/ui/Link';
import { isApiError } from '../../../../lib/api-error';
import { currentLocale } from '../../../../lib/i18n';
import { ConsoleError } from '../ConsoleError';
import { GuestFrame } from './GuestPage';

/** While the account loads: says so, under the page's frame. */
export function GuestLoading() {
  const { t } = useLingui();
  return (
    <GuestFrame title={t`Guest`}>
      <p role="status">
        <Trans>Loading the account, its stays and ledgers…</Trans>
      </p>
    </GuestFrame>
  );
}

/** No account at this address (a mistyped or stale link): say so and lead back to the search. */
export function GuestMissing() {
  const { t } = useLingui();
  const lang = currentLocale();
  return (
    <GuestFrame title={t`No such account`}>
      <div className="empty-state" role="alert">
        <p>
          <Trans>No account has this address. The link may be mistyped, or the account was removed.</Trans>
        </p>
        <Link to="/$lang/admin/$" params={{ lang, _splat: 'guests' }} className="btn">
          <Trans>Search the guests</Trans>
        </Link>
      </div>
    </GuestFrame>
  );
}

/** The guest page's failures: an unknown account is told apart; the rest as any console section. */
export function GuestError(props: ErrorComponentProps) {
  const status = isApiError(props.error) ? props.error.status : 0;
  if (status === 404 || status === 422) return <GuestMissing />;
  return <ConsoleError {...props} />;
}
