import type { PageBlock } from './content-pages';

/**
 * How staff write the informative pages' bodies in the console, and the sanitiser every staff text
 * passes. Shared by the server (which stores what it parses) and the console's preview (which shows
 * the same parse before saving), so what the preview shows is what a guest will get.
 *
 * The body is plain text in a small markup, never HTML:
 *   ## A heading {#its-anchor}      (the anchor is optional; one is made from the words)
 *   A paragraph: lines until a blank line, joined by spaces.
 *   - an item                       (every line of the block starts "- ": a bulleted list)
 *   1. an item                      (every line starts "1. ", "2. "…: a numbered list)
 */

/**
 * Characters no staff text may hold: C0 controls other than tab, line feed and carriage return, DEL,
 * C1 controls and the two non-characters. NUL would fail in PostgreSQL; the rest are invisible and
 * have no place in prose. Refused (a 422 on the field), not dropped, so the writer sees what went wrong.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/;
export const hasControlChars = (text: string) => CONTROL_CHARS.test(text);

/** Elements whose content is code or hidden, dropped with their content rather than left as text. */
const HIDDEN =
  /<(script|style|iframe|object|embed|template|noscript|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const TAG = /<\/?[a-z][^<>]*>/gi;

/**
 * Strips anything shaped like HTML (tags, comments, script and style blocks with their content) and
 * normalises line ends and Unicode (NFC). Repeated until nothing changes, so `<<b>script>` cannot
 * reassemble a tag. Guest pages render text with React, which would escape a tag anyway; stripping
 * keeps stored text clean for every other reader (the FAQ's structured data, mail, exports).
 */
export function stripMarkup(text: string): string {
  let current = text.replace(/\r\n?/g, '\n');
  for (let round = 0; round < 10; round += 1) {
    const next = current.replace(HIDDEN, '').replace(COMMENT, '').replace(TAG, '');
    if (next === current) break;
    current = next;
  }
  return current.normalize('NFC');
}

/** A single-line or short text (a title, a question): stripped, inner whitespace runs made one space. */
export function cleanLine(text: string): string {
  return stripMarkup(text).replace(/\s+/g, ' ').trim();
}

/** A multi-paragraph text (an FAQ answer): stripped, trailing spaces and runs of blank lines trimmed. */
export function cleanText(text: string): string {
  return stripMarkup(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const BULLET = /^[-*]\s+/;
const NUMBERED = /^\d{1,3}[.)]\s+/;
const HEADING = /^#{1,3}\s+(.*?)(?:\s*\{#([a-z0-9-]{1,60})\})?\s*$/;

/** An anchor from a heading's words: latin letters and digits only, else `section-N`. */
function anchorOf(text: string, index: number, taken: Set<string>): string {
  const base =
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || `section-${index}`;
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** Parses a body written in the markup above into the blocks guest pages render. */
export function parsePageText(text: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  const taken = new Set<string>();
  let headings = 0;
  const chunks = stripMarkup(text)
    .split(/\n[ \t]*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
  for (const lines of chunks) {
    const first = lines[0] ?? '';
    const heading = lines.length === 1 ? HEADING.exec(first) : null;
    if (heading?.[1]) {
      headings += 1;
      const text = heading[1].replace(/\s+/g, ' ');
      const id = heading[2] && !taken.has(heading[2]) ? heading[2] : anchorOf(text, headings, taken);
      taken.add(id);
      blocks.push({ type: 'heading', id, text });
    } else if (lines.every((line) => BULLET.test(line))) {
      blocks.push({ type: 'list', ordered: false, items: lines.map((line) => line.replace(BULLET, '')) });
    } else if (lines.every((line) => NUMBERED.test(line))) {
      blocks.push({ type: 'list', ordered: true, items: lines.map((line) => line.replace(NUMBERED, '')) });
    } else {
      blocks.push({ type: 'paragraph', text: lines.join(' ').replace(/\s+/g, ' ') });
    }
  }
  return blocks;
}

/** The markup for stored blocks: what the console's editor opens with. parse(serialise(b)) is b. */
export function serialisePageText(blocks: readonly PageBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
          return `## ${block.text} {#${block.id}}`;
        case 'paragraph':
          return block.text;
        case 'list':
          return block.items.map((item, i) => (block.ordered ? `${i + 1}. ${item}` : `- ${item}`)).join('\n');
      }
    })
    .join('\n\n');
}
