import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';
import { currentLocale } from '../../../../lib/i18n';
import { ContactForm } from './ContactForm';
import { usePageMeta } from '../../api/get-meta';

export function ContactPage() {
  const lang = currentLocale();
  return (
    <Page
      seo={usePageMeta('contact-us')}
      className="contact-page"
      title={msg({ id: 'page.contact-us.title', message: 'Contact us' })}
      lead={msg({
        id: 'page.contact-us.lead',
        message: 'Questions about a stay or an investment? Our team is here to help.',
      })}
    >
      <div className="contact-layout">
        <ContactForm />
        <aside className="contact-aside">
          <h2>
            <Trans>Before you write</Trans>
          </h2>
          <p>
            <Trans>
              Many answers are already in our{' '}
              <Link to="/$lang/faq" params={{ lang }}>
                frequently asked questions
              </Link>
              .
            </Trans>
          </p>
          <h2>
            <Trans>When we answer</Trans>
          </h2>
          <p>
            <Trans>Sunday to Thursday, 9 am to 6 pm (Riyadh time). We reply within one working day.</Trans>
          </p>
          <h2>
            <Trans>Own a home?</Trans>
          </h2>
          <p>
            <Link to="/$lang/list-property" params={{ lang }}>
              <Trans>List your property with Sakan</Trans>
            </Link>
          </p>
        </aside>
      </div>
    </Page>
  );
}
