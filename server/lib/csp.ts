import { createHash } from 'node:crypto';

/**
 * Content-Security-Policy for our pages. Scripts run only from our origin or, inline, when their hash
 * is listed: index.html's boot script and a rendered page's code loader (page-render.ts) are hashed
 * from the very HTML sent, so no `'unsafe-inline'` for scripts. Styles keep `'unsafe-inline'`:
 * react-aria and the boot script set styles at run time, and a style cannot run code.
 * Third parties appear only when configured: Google sign-in (GOOGLE_CLIENT_ID) and Stripe
 * (STRIPE_SECRET_KEY: Stripe.js, and its hosted checkout as a form or redirect target), and a map
 * tile provider (MAP_TILES_URL: its tiles as images).
 */
export interface CspOptions {
  google: boolean;
  stripe: boolean;
  /** PUBLIC_URL is https: ask browsers to upgrade any stray http URL. */
  https: boolean;
  /** MAP_TILES_URL's CSP source (lib/map-tiles.ts): the maps load tiles from it as images. */
  mapTiles?: string | null;
}

const GOOGLE = 'https://accounts.google.com';
const STRIPE_JS = 'https://js.stripe.com';

// Data blocks (JSON state, structured data) are not run, so CSP does not apply to them.
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` sources for every inline script of `html`, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy for an HTML page whose inline scripts have these hashes. */
export function pagePolicy(options: CspOptions, scriptHashes: readonly string[]): string {
  const script = ["'self'", ...scriptHashes];
  const style = ["'self'", "'unsafe-inline'"];
  const connect = ["'self'"];
  const frame: string[] = [];
  const form = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  if (options.mapTiles) img.push(options.mapTiles);
  if (options.google) {
    script.push(`${GOOGLE}/gsi/client`);
    style.push(`${GOOGLE}/gsi/style`);
    connect.push(`${GOOGLE}/gsi/`);
    frame.push(`${GOOGLE}/gsi/`);
  }
  if (options.stripe) {
    script.push(STRIPE_JS);
    connect.push('https://api.stripe.com');
    frame.push(STRIPE_JS, 'https://hooks.stripe.com');
    form.push('https://checkout.stripe.com');
  }
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    `style-src ${style.join(' ')}`,
    `img-src ${img.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src ${frame.length ? frame.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${form.join(' ')}`,
    "frame-ancestors 'none'",
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Everything that is not a page (API answers, files): nothing may run, load or frame it. */
export const RESOURCE_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Features the app never uses, switched off for it and anything it embeds. Payment stays available to
 * Stripe.js only when Stripe is configured. Only names Chromium knows are listed: it logs an
 * "Unrecognized feature" warning on every page for any other (ambient-light-sensor and bluetooth are
 * behind flags there, web-share and the ad features are unknown to it), and Firefox and Safari ignore
 * the header. tests/e2e/csp.spec.ts fails on any such warning.
 */
export function permissionsPolicy(options: Pick<CspOptions, 'stripe'>): string {
  const off = [
    'accelerometer',
    'autoplay',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'screen-wake-lock',
    'serial',
    'usb',
    'window-management',
    'xr-spatial-tracking',
    'browsing-topics',
  ].map((feature) => `${feature}=()`);
  off.push(options.stripe ? `payment=(self "${STRIPE_JS}")` : 'payment=()');
  return off.join(', ');
}
