import { LinkifyIt } from 'linkify-it';

/** A piece of a message: plain text, or a link with the address it opens. */
export type Segment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Web addresses (also bare ones, "example.com") and e-mail only: `ftp:` and protocol-relative `//host`
// are not links in a message.
const linkify = new LinkifyIt({ fuzzyLink: true }).add('ftp:', null).add('//', null);
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The address a found link opens, or null if it is not one a message may open (never `javascript:`). */
function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return SAFE_PROTOCOLS.has(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a message's plain text into text and links (linkify-it finds them, "example.com" and
 * "name@example.com" too). The result is rendered as React text and `<a>` elements, never as HTML, so
 * markup in a message shows as the characters typed and cannot run.
 */
export function linkSegments(text: string): Segment[] {
  const matches = text ? linkify.match(text) : null;
  if (!matches) return text ? [{ kind: 'text', text }] : [];
  const segments: Segment[] = [];
  let at = 0;
  const pushText = (piece: string) => {
    if (!piece) return;
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += piece;
    else segments.push({ kind: 'text', text: piece });
  };
  for (const match of matches) {
    pushText(text.slice(at, match.index));
    const href = safeHref(match.url);
    if (href) segments.push({ kind: 'link', text: match.raw, href });
    else pushText(match.raw);
    at = match.lastIndex;
  }
  pushText(text.slice(at));
  return segments;
}
