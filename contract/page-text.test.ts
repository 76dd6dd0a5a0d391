import { describe, expect, it } from 'vitest';
import {
  cleanLine,
  cleanText,
  hasControlChars,
  parsePageText,
  serialisePageText,
  stripMarkup,
} from './page-text';

describe('staff text sanitiser', () => {
  it.each([
    ['<b>Bold</b> words', 'Bold words'],
    ['Hi<script>alert(1)</script> there', 'Hi there'],
    ['<<b>script>alert(1)<</b>/script>', ''],
    ['<img src=x onerror=alert(1)>Photo', 'Photo'],
    ['before<!-- hidden -->after', 'beforeafter'],
    ['<STYLE>p{}</STYLE>Plain', 'Plain'],
    ['a < b and c > d', 'a < b and c > d'],
    ['line\r\nend', 'line\nend'],
    ['é', 'é'],
  ])('turns %j into %j', (input, output) => {
    expect(stripMarkup(input)).toBe(output);
  });

  it('finds control characters but leaves tabs, new lines and Arabic marks alone', () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\uffffb']) {
      expect(hasControlChars(bad), JSON.stringify(bad)).toBe(true);
    }
    expect(hasControlChars('سطر\tأول\nو\u200fثاني\r\n')).toBe(false);
  });

  it('tidies a line and a text', () => {
    expect(cleanLine('  How   do <i>I</i>\n book? ')).toBe('How do I book?');
    expect(cleanText(' First.  \n\n\n\nSecond. ')).toBe('First.\n\nSecond.');
  });
});

describe('page markup', () => {
  const text = [
    '## Who we are {#who}',
    'Sakan lists homes\nin the Gulf.',
    '- Riyadh\n- Jeddah',
    '1. Choose\n2. Pay',
    '## من نحن',
    '## Who we are',
  ].join('\n\n');

  it('parses headings, paragraphs and both kinds of list', () => {
    expect(parsePageText(text)).toEqual([
      { type: 'heading', id: 'who', text: 'Who we are' },
      { type: 'paragraph', text: 'Sakan lists homes in the Gulf.' },
      { type: 'list', ordered: false, items: ['Riyadh', 'Jeddah'] },
      { type: 'list', ordered: true, items: ['Choose', 'Pay'] },
      { type: 'heading', id: 'section-2', text: 'من نحن' },
      { type: 'heading', id: 'who-we-are', text: 'Who we are' },
    ]);
  });

  it('serialises back to text that parses to the same blocks', () => {
    const blocks = parsePageText(text);
    expect(parsePageText(serialisePageText(blocks))).toEqual(blocks);
  });

  it('strips markup inside the body and keeps no empty block', () => {
    expect(parsePageText('<h1>Title</h1>\n\n<p></p>\n\n<script>x()</script>')).toEqual([
      { type: 'paragraph', text: 'Title' },
    ]);
  });
});
