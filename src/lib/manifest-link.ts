import type { Locale } from '../../contract/i18n';

/**
 * The web app manifest is linked once the page has settled (src/startup.ts), not in the HTML.
 * A linked manifest starts the browser's install check at once: it fetches the manifest and an icon
 * while the page still loads, and desktop Chromium then animates its install icon, which on a
 * two-core machine took a core from the page's own start (tests/bench/NOTES.md). Nobody installs the
 * app in its first second, and the browser checks again whenever the link appears or changes.
 */
const manifestHref = (locale: Locale) => `/manifest-${locale}.webmanifest`;

/** Links the manifest in `locale`, or points an existing link at it. */
export function linkManifest(locale: Locale): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  link.href = manifestHref(locale);
}

/** After a language switch, so an install from then on takes the language the visitor chose. */
export function relinkManifest(locale: Locale): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) link.href = manifestHref(locale);
}
