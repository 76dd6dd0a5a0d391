import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { Page } from '../../../../components/layout/Page';
import { currentLocale } from '../../../../lib/i18n';
import { useNewsletterLink } from '../../api/newsletter-links';

/**
 * Where the newsletter mails' links land. Following a link only opens this page; the visitor presses
 * the button to confirm or leave, so a mail scanner that opens every link changes nothing.
 */
export function NewsletterLanding({ confirm, unsubscribe }: { confirm?: string; unsubscribe?: string }) {
  const lang = currentLocale();
  const link = useNewsletterLink();
  const [done, setDone] = useState<string | null>(null);
  const kind: 'confirm' | 'unsubscribe' | null = confirm ? 'confirm' : unsubscribe ? 'unsubscribe' : null;
  const token = confirm ?? unsubscribe ?? '';

  return (
    <Page
      className="newsletter-page"
      title={msg({ id: 'page.newsletter.title', message: 'Newsletter' })}
      lead={msg`New stays, investment units and offers, about twice a month.`}
    >
      {done ? (
        <div className="form-done" role="status">
          <p>{done}</p>
          <Link to="/$lang" params={{ lang }} className="btn btn-primary">
            <Trans>Back to the home page</Trans>
          </Link>
        </div>
      ) : kind === null ? (
        <p>
          <Trans>
            To subscribe, enter your email address in the form at the bottom of any page. We’ll send you a
            link to confirm.
          </Trans>
        </p>
      ) : (
        <MutationForm
          mutation={link}
          variables={(): { kind: 'confirm' | 'unsubscribe'; token: string } => ({ kind, token })}
          onSuccess={(message) => setDone(message)}
        >
          <p>
            {kind === 'confirm' ? (
              <Trans>Press the button to confirm your subscription to the Sakan newsletter.</Trans>
            ) : (
              <Trans>Press the button to stop receiving the Sakan newsletter.</Trans>
            )}
          </p>
          <SubmitButton>
            {kind === 'confirm' ? <Trans>Confirm my subscription</Trans> : <Trans>Unsubscribe</Trans>}
          </SubmitButton>
        </MutationForm>
      )}
    </Page>
  );
}
