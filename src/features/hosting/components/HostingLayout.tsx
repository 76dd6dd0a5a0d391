import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Page } from '../../../components/layout/Page';
import { Button } from '../../../components/ui/Button';
import { currentLocale } from '../../../lib/i18n';
import { useErrorMessage } from '../../../lib/error-message';
import { useOnline } from '../../../lib/use-online';
import { useSession } from '../../../lib/use-session';
import { mySubmissionsQueryOptions } from '../api/get-my-submissions';
import { HostingExplainer } from './HostingExplainer';
import { HostingNav } from './HostingNav';
import { MySubmissions } from './MySubmissions';
import './hosting.css';

/**
 * /hosting and everything below it (the section is its child). A host gets the sections' nav and the page; anyone else (signed
 * out, or signed in without the host role) gets the explainer with their own requests. One request
 * (/hosting/submissions) answers both "is this a host" and "what did they send".
 */
export function HostingLayout({ children }: { children: ReactNode }) {
  const signedIn = Boolean(useSession().token);
  if (!signedIn) return <HostingExplainer signedIn={false} requests={null} />;
  return <SignedInHosting>{children}</SignedInHosting>;
}

function SignedInHosting({ children }: { children: ReactNode }) {
  const lang = currentLocale();
  const online = useOnline();
  const errorMessage = useErrorMessage();
  const query = useQuery(mySubmissionsQueryOptions(lang));

  if (query.data?.isHost)
    return (
      <div className="hosting">
        <HostingNav />
        {children}
      </div>
    );
  if (query.data) return <HostingExplainer signedIn requests={<MySubmissions items={query.data.items} />} />;
  // Nothing yet: waiting, offline or failed. Each says what is happening and what to do.
  return (
    <Page title={msg({ id: 'page.hosting.short-title', message: 'Hosting' })}>
      {query.isError ? (
        <div role="alert" className="hosting-state">
          <p>{errorMessage(query.error)}</p>
          <Button onPress={() => void query.refetch()} isPending={query.isFetching}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : !online || query.fetchStatus === 'paused' ? (
        <p role="status" className="hosting-state">
          <Trans>
            You’re offline. Your hosting pages aren’t kept on this device; they load as soon as you’re back
            online.
          </Trans>
        </p>
      ) : (
        <p role="status" className="hosting-state">
          <Trans>Loading your hosting…</Trans>
        </p>
      )}
    </Page>
  );
}
