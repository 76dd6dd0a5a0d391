import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteError } from '../../../components/layout/lazy-screens';
import { Button } from '../../../components/ui/Button';
import { Link } from '../../../components/ui/Link';
import { isApiError, isOfflineFailure } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { consoleMeQueryOptions } from '../api/get-me';

/**
 * A console section that could not load: not staff, staff without this section's role, signed out
 * meanwhile, offline
 * (the console is never kept on the device), or a fault. Each says what happened and what to do next.
 */
export function ConsoleError(props: ErrorComponentProps) {
  const { error } = props;
  const router = useRouter();
  const messageOf = useErrorMessage();
  const lang = currentLocale();
  const status = isApiError(error) ? error.status : 0;
  // The navigation's own read: staff whose roles do not open this section are told so, not "staff only".
  const me = useQuery({ ...consoleMeQueryOptions(), enabled: status === 403 });
  if (isOfflineFailure(error)) return <RouteError {...props} />;
  if (status === 403 && (me.data?.roles.length ?? 0) > 0) return <NotYourSection />;
  // A staff sign-in without the second factor: the console's layout shows its set-up instead.
  if (isApiError(error) && error.code === 'MFA_REQUIRED') {
    return (
      <p role="status" className="page">
        <Trans>Your sign-in needs its second factor…</Trans>
      </p>
    );
  }
  return (
    <div className="page empty-state" role="alert">
      <h1>
        {status === 403 ? (
          <Trans>This part is for staff</Trans>
        ) : status === 401 ? (
          <Trans>Your session has ended</Trans>
        ) : (
          <Trans>This part of the console couldn’t be loaded</Trans>
        )}
      </h1>
      <p>
        {status === 403 ? (
          <Trans>Your account has no staff role that may see this. Ask an admin if you need it.</Trans>
        ) : status === 401 ? (
          <Trans>Sign in again to go on.</Trans>
        ) : (
          messageOf(error)
        )}
      </p>
      <p className="trip-actions">
        {status === 401 ? (
          <Link to="/$lang/sign-in" params={{ lang }} className="btn">
            <Trans>Sign in</Trans>
          </Link>
        ) : (
          status !== 403 && (
            <Button onPress={() => void router.invalidate()}>
              <Trans>Try again</Trans>
            </Button>
          )
        )}
        <Link to="/$lang" params={{ lang }} className="btn btn-secondary">
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </div>
  );
}

/** Staff whose roles do not open the section (a link from a colleague, an old bookmark). */
function NotYourSection() {
  const lang = currentLocale();
  return (
    <div className="page empty-state" role="alert">
      <h1>
        <Trans>You don’t have access to this section</Trans>
      </h1>
      <p>
        <Trans>
          Your staff roles don’t open it. Use a section from the console’s list, or ask an admin to give you
          the role it needs.
        </Trans>
      </p>
      <p className="trip-actions">
        <Link to="/$lang/admin/$" params={{ lang, _splat: '' }} className="btn">
          <Trans>Open the console</Trans>
        </Link>
      </p>
    </div>
  );
}
