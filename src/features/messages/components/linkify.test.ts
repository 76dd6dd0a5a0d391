import { describe, expect, it } from 'vitest';
import { linkSegments } from './linkify';

describe('linkSegments', () => {
  it('makes web addresses, bare domains and e-mail addresses links, keeping the text around them', () => {
    expect(linkSegments('See https://sakan.example/faq, or write to help@sakan.sa.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://sakan.example/faq', href: 'https://sakan.example/faq' },
      { kind: 'text', text: ', or write to ' },
      { kind: 'link', text: 'help@sakan.sa', href: 'mailto:help@sakan.sa' },
      { kind: 'text', text: '.' },
    ]);
    expect(linkSegments('parking map: maps.example.com/p1')).toEqual([
      { kind: 'text', text: 'parking map: ' },
      { kind: 'link', text: 'maps.example.com/p1', href: 'http://maps.example.com/p1' },
    ]);
  });

  it('finds a link inside Arabic text and keeps the Arabic as text', () => {
    const segments = linkSegments('الخريطة هنا https://sakan.example/m شكرًا');
    expect(segments.map((s) => s.kind)).toEqual(['text', 'link', 'text']);
    expect(segments[0]).toEqual({ kind: 'text', text: 'الخريطة هنا ' });
    expect(segments[2]).toEqual({ kind: 'text', text: ' شكرًا' });
  });

  it.each([
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a file on the device', 'file:///etc/passwd'],
    ['a protocol-relative address', '//evil.example/x'],
    ['an ftp address', 'ftp://files.example/x'],
    ['markup', '<img src=x onerror=alert(1)>'],
  ])('leaves %s as plain text, never a link', (_name, text) => {
    const segments = linkSegments(text);
    expect(segments.every((s) => s.kind === 'text' || /^(https?|mailto):/.test(s.href))).toBe(true);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.some((s) => s.kind === 'link' && /^(javascript|data|file|ftp):/i.test(s.href))).toBe(
      false,
    );
  });

  it('gives nothing for an empty message and the whole text when there is no link', () => {
    expect(linkSegments('')).toEqual([]);
    expect(linkSegments('Can we check in at noon?')).toEqual([
      { kind: 'text', text: 'Can we check in at noon?' },
    ]);
  });
});
