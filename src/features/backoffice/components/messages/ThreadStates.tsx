import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';
import { Link } from '../../../../components/ui/Link';
import { isApiError } from '../../../../lib/api-error';
import { currentLocale } from '../../../../lib/i18n';
import { ConsoleError } from '../ConsoleError';

/** Back to the list of conversations, from one of them. */
export function BackToMessages() {
  return (
    <p className="queue-back">
      <Link to="/$lang/admin/$" params={{ lang: currentLocale(), _splat: 'messages' }}>
        <Trans>Back to the conversations</Trans>
      </Link>
    </p>
  );
}

/** While one conversation loads. */
export function ThreadLoading() {
  return (
    <p role="status" className="page">
      <Trans>Loading the conversation…</Trans>
    </p>
  );
}

/** No conversation at this address (a mistyped or stale link): say so and lead back to the list. */
export function ThreadMissing() {
  return (
    <Page title={msg`No such conversation`}>
      <div className="empty-state" role="alert">
        <p>
          <Trans>No conversation has this address. The link may be mistyped; search the list instead.</Trans>
        </p>
        <Link to="/$lang/admin/$" params={{ lang: currentLocale(), _splat: 'messages' }} className="btn">
          <Trans>Search the conversations</Trans>
        </Link>
      </div>
    </Page>
  );
}

/** A conversation's failures: an unknown one is told apart; the rest as any console section. */
export function ThreadError(props: ErrorComponentProps) {
  const status = isApiError(props.error) ? props.error.status : 0;
  if (status === 404 || status === 422) return <ThreadMissing />;
  return <ConsoleError {...props} />;
}
