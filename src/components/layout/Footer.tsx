import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../ui/Link';
import { currentLocale } from '../../lib/i18n';
import { lazy, Suspense } from 'react';
import { SocialLinks } from '../../features/content/components/SocialLinks';

// Below the fold: the form and the theme switch load after the first paint, keeping the shell small.
const NewsletterForm = lazy(() =>
  import('../../features/content/components/NewsletterForm').then((m) => ({ default: m.NewsletterForm })),
);
const ThemeSwitch = lazy(() => import('./ThemeSwitch').then((m) => ({ default: m.ThemeSwitch })));

export function Footer() {
  const { t } = useLingui();
  const lang = currentLocale();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label={t`Company`} className="footer-col">
          <h2 className="footer-heading">
            <Trans>Company</Trans>
          </h2>
          <Link to="/$lang/about-us" params={{ lang }}>
            <Trans>About us</Trans>
          </Link>
          <Link to="/$lang/contact-us" params={{ lang }}>
            <Trans>Contact us</Trans>
          </Link>
          <Link to="/$lang/faq" params={{ lang }}>
            <Trans>FAQ</Trans>
          </Link>
          <Link to="/$lang/list-property" params={{ lang }}>
            <Trans>List your property</Trans>
          </Link>
        </nav>
        <nav aria-label={t`Legal`} className="footer-col">
          <h2 className="footer-heading">
            <Trans>Legal</Trans>
          </h2>
          <Link to="/$lang/terms-conditions" params={{ lang }}>
            <Trans>Terms and conditions</Trans>
          </Link>
          <Link to="/$lang/privacy" params={{ lang }}>
            <Trans>Privacy policy</Trans>
          </Link>
        </nav>
        <section className="footer-col footer-newsletter" aria-labelledby="newsletter-heading">
          <h2 className="footer-heading" id="newsletter-heading">
            <Trans>Get offers first</Trans>
          </h2>
          <Suspense fallback={<div className="newsletter-placeholder" />}>
            <NewsletterForm />
          </Suspense>
          <SocialLinks />
        </section>
      </div>
      <div className="site-footer-bottom">
        <p>
          <Trans>
            © {year} Sakan. All rights reserved.
          </Trans>
        </p>
        <Suspense fallback={<div className="theme-switch-placeholder" />}>
          <ThemeSwitch />
        </Suspense>
      </div>
    </footer>
  );
}
