import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LegalLinks } from './LegalLinks';
import { currentLocale } from '../../lib/i18n';
import { Suspense, useContext, useRef } from 'react';
import { optionalPart } from '../../lib/lazy-part';
import { LayoutSlotsContext } from './slots';
import { useAfterPaint } from '../../lib/use-after-paint';
import { useNearViewport } from '../../lib/use-near-viewport';

// Below the fold: the newsletter form, social links (the FooterExtras slot, lazy) and theme switch load
// once the page has painted and the footer comes near (or is reached by keyboard), so neither the
// first render nor a page's start carries react-aria's form code, the API client and its schemas, or
// the commit that mounts them.
const ThemeSwitch = optionalPart(() => import('./ThemeSwitch').then((m) => ({ default: m.ThemeSwitch })));

export function Footer() {
  const { t } = useLingui();
  const { FooterExtras } = useContext(LayoutSlotsContext);
  const lang = currentLocale();
  const year = new Date().getFullYear();
  const footer = useRef<HTMLElement>(null);
  const near = useNearViewport(footer);
  const extrasReady = useAfterPaint() && near;
  const newsletter = <div className="newsletter-placeholder" />;
  const theme = <div className="theme-switch-placeholder" />;
  return (
    <footer className="site-footer" ref={footer}>
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
          <LegalLinks />
        </nav>
        <section className="footer-col footer-newsletter" aria-labelledby="newsletter-heading">
          <h2 className="footer-heading" id="newsletter-heading">
            <Trans>Get offers first</Trans>
          </h2>
          {extrasReady && FooterExtras ? (
            <Suspense fallback={newsletter}>
              <FooterExtras />
            </Suspense>
          ) : (
            newsletter
          )}
        </section>
      </div>
      <div className="site-footer-bottom">
        <p>
          <Trans>© {year} Sakan. All rights reserved.</Trans>
        </p>
        {extrasReady ? (
          <Suspense fallback={theme}>
            <ThemeSwitch />
          </Suspense>
        ) : (
          theme
        )}
      </div>
    </footer>
  );
}
