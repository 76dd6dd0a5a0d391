import { describe, expect, it } from 'vitest';
import { icsOf, useFeedServer } from '../../test/calendar-feeds';
import { fetchFeed, FeedFetchError, type FetchPolicy } from './ical-fetch';
import { parseFeed } from './ical-parse';

/** Fetching other sites' calendars against a real local HTTP server: limits, redirects, addresses. */
describe('fetchFeed', () => {
  const feeds = useFeedServer();
  const open: FetchPolicy = { allowPrivate: true, timeoutMs: 1_000, maxBytes: 64 * 1024 };
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'ok',
      (err: unknown) => (err instanceof FeedFetchError ? err.code : String(err)),
    );

  it('reads a calendar', async () => {
    feeds.answers.set('/ok.ics', { body: icsOf([['2030-01-01', '2030-01-03']]) });
    const text = await fetchFeed(feeds.url('/ok.ics'), open);
    expect(parseFeed(text, '2029-12-01', '2030-02-01').nights).toEqual(['2030-01-01', '2030-01-02']);
  });

  it('refuses loopback addresses, by literal and by name, when private ones are not allowed', async () => {
    feeds.answers.set('/ok.ics', { body: icsOf([]) });
    const closed = { ...open, allowPrivate: false };
    expect(await codeOf(fetchFeed(feeds.url('/ok.ics'), closed))).toBe('private_address');
    const byName = feeds.url('/ok.ics').replace('127.0.0.1', 'localhost');
    expect(await codeOf(fetchFeed(byName, closed))).toBe('private_address');
    expect(await codeOf(fetchFeed('http://[::1]/x.ics', closed))).toBe('private_address');
    expect(await codeOf(fetchFeed('http://169.254.169.254/latest/meta-data', closed))).toBe(
      'private_address',
    );
  });

  it('refuses a body over the size cap, whether announced or streamed', async () => {
    feeds.answers.set('/big.ics', { body: Buffer.alloc(65 * 1024, 'A') });
    expect(await codeOf(fetchFeed(feeds.url('/big.ics'), open))).toBe('too_large');
    feeds.answers.set('/chunked.ics', {
      body: Buffer.alloc(65 * 1024, 'A'),
      headers: { 'transfer-encoding': 'chunked' },
    });
    expect(await codeOf(fetchFeed(feeds.url('/chunked.ics'), open))).toBe('too_large');
  });

  it('gives up on a slow site', async () => {
    feeds.answers.set('/slow.ics', { body: icsOf([]), delayMs: 2_000 });
    expect(await codeOf(fetchFeed(feeds.url('/slow.ics'), open))).toBe('timeout');
  });

  it('follows three redirects and no more, and calls other answers unreachable', async () => {
    for (let i = 1; i <= 4; i += 1) {
      feeds.answers.set(`/r${i}`, { status: 302, headers: { location: i === 4 ? '/ok.ics' : `/r${i + 1}` } });
    }
    feeds.answers.set('/ok.ics', { body: icsOf([]) });
    expect(await codeOf(fetchFeed(feeds.url('/r2'), open))).toBe('ok');
    expect(await codeOf(fetchFeed(feeds.url('/r1'), open))).toBe('unreachable');
    feeds.answers.set('/away', { status: 301, headers: { location: 'ftp://example.com/x.ics' } });
    expect(await codeOf(fetchFeed(feeds.url('/away'), open))).toBe('unreachable');
    expect(await codeOf(fetchFeed(feeds.url('/missing'), open))).toBe('unreachable');
  });

  it('calls a web page or garbage not a calendar', () => {
    for (const text of ['<!doctype html><p>Sign in</p>', '', 'BEGIN:VCALENDAR\r\nBROKEN']) {
      expect(() => parseFeed(text, '2030-01-01', '2031-01-01')).toThrow(FeedFetchError);
    }
  });
});
