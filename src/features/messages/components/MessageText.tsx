import { linkSegments } from './linkify';

/**
 * A message's text with its links made clickable. Text is given to React as text (it escapes it), and
 * links open in a new tab without handing the page to the site they open (`noopener`), without our
 * address (`noreferrer`), and marked as written by a user (`nofollow ugc`).
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="message-text" dir="auto">
      {linkSegments(text).map((segment, i) =>
        segment.kind === 'link' ? (
          <a key={i} href={segment.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </p>
  );
}
