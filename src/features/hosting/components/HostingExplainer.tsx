import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Page } from '../../../components/layout/Page';
import { Link } from '../../../components/ui/Link';
import { currentLocale } from '../../../lib/i18n';

/**
 * "Hosting on Sakan": what anyone who is not a host sees at /hosting. What hosting is, the four
 * steps, the way in (list your property), and below it `requests`: the person's own listing
 * requests, or, signed out, the invitation to sign in and follow them.
 */
export function HostingExplainer({ requests, signedIn }: { requests: ReactNode; signedIn: boolean }) {
  const lang = currentLocale();
  return (
    <Page
      className="hosting-explainer"
      title={msg({ id: 'page.hosting.title', message: 'Hosting on Sakan' })}
      lead={msg({
        id: 'page.hosting.lead',
        message: 'Earn from your home: you set the price and the house rules, we bring the guests.',
      })}
    >
      <section aria-labelledby="hosting-what">
        <h2 id="hosting-what">
          <Trans>What hosting is</Trans>
        </h2>
        <p>
          <Trans>
            A host rents out their place by the night to guests who book and pay on Sakan. You describe the
            place in Arabic and English, add photos, choose the price and the nights it’s free; we check each
            listing, take the payments and pay you after every stay.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="hosting-steps">
        <h2 id="hosting-steps">
          <Trans>How it works</Trans>
        </h2>
        <ol className="steps hosting-steps">
          <li>
            <strong>
              <Trans>List your property.</Trans>
            </strong>{' '}
            <Trans>Tell us about the place and add a few photos.</Trans>
          </li>
          <li>
            <strong>
              <Trans>We review it.</Trans>
            </strong>{' '}
            <Trans>Our team calls you within three working days.</Trans>
          </li>
          <li>
            <strong>
              <Trans>Complete your listing.</Trans>
            </strong>{' '}
            <Trans>Once accepted, you get a draft to finish: texts, photos, prices and your licence.</Trans>
          </li>
          <li>
            <strong>
              <Trans>Publish.</Trans>
            </strong>{' '}
            <Trans>We check the listing and put it live; guests can then book it.</Trans>
          </li>
        </ol>
        <p>
          <Link to="/$lang/list-property" params={{ lang }} className="btn btn-primary">
            <Trans>List your property</Trans>
          </Link>
        </p>
      </section>
      <section aria-labelledby="hosting-requests" className="hosting-requests-section">
        <h2 id="hosting-requests">
          <Trans>Your requests</Trans>
        </h2>
        {signedIn ? (
          requests
        ) : (
          <p>
            <Trans>
              Sent a property already?{' '}
              <Link to="/$lang/sign-in" params={{ lang }} search={{ redirect: `/${lang}/hosting` }}>
                Sign in
              </Link>{' '}
              to follow your request, or{' '}
              <Link to="/$lang/sign-up" params={{ lang }} search={{ redirect: `/${lang}/hosting` }}>
                create an account
              </Link>{' '}
              before you list one.
            </Trans>
          </p>
        )}
      </section>
    </Page>
  );
}
