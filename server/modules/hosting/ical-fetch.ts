import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { FeedError } from '../../../contract/hosting-calendar-sync';
import { isPublicAddress } from './ical-address';

/** Limits on fetching another site's calendar: a year of a busy calendar is well under 100 kB. */
export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_MAX_REDIRECTS = 3;

export interface FetchPolicy {
  /** Allow loopback and private addresses: tests that serve feeds locally, never production. */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

/** A fetch that failed for a reason the host is told in plain words (the code is translated). */
export class FeedFetchError extends Error {
  constructor(readonly code: FeedError) {
    super(code);
  }
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * Resolves the host name ourselves and hands the socket only addresses we checked, so the address
 * checked is the address connected to: a name that resolves to a public address for the check and a
 * private one for the connection (DNS rebinding) has no second resolution to exploit.
 */
function checkedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) {
      return callback(new FeedFetchError('private_address'), []);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first?.address ?? '', first?.family);
  });
}

interface Hop {
  status: number;
  location: string | undefined;
  body: string;
}

function requestOnce(url: URL, policy: FetchPolicy, signal: AbortSignal): Promise<Hop> {
  const maxBytes = policy.maxBytes ?? FEED_MAX_BYTES;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.get(
      url,
      {
        signal,
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'SakanCalendarSync/1.0' },
        ...(policy.allowPrivate ? {} : { lookup: checkedLookup as unknown as typeof dnsLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, location: response.headers.location, body: '' });
          return;
        }
        if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
          request.destroy(new FeedFetchError('too_large'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) request.destroy(new FeedFetchError('too_large'));
          else chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status, location: undefined, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

function asFeedError(err: unknown, signal: AbortSignal): FeedFetchError {
  if (err instanceof FeedFetchError) return err;
  if (signal.aborted) return new FeedFetchError('timeout');
  const cause = (err as { cause?: unknown }).cause;
  if (cause instanceof FeedFetchError) return cause;
  return new FeedFetchError('unreachable');
}

function checkedUrl(raw: string, base: URL | undefined, policy: FetchPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new FeedFetchError('unreachable');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedFetchError('unreachable');
  // An address literal is connected to without a lookup, so it is checked here instead.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivate && isIP(literal) !== 0 && !isPublicAddress(literal)) {
    throw new FeedFetchError('private_address');
  }
  return url;
}

/**
 * Fetches a feed's text: http or https only, public addresses only (unless the policy allows private
 * ones), at most three redirects each checked again, within the time and size limits.
 */
export async function fetchFeed(rawUrl: string, policy: FetchPolicy): Promise<string> {
  const signal = AbortSignal.timeout(policy.timeoutMs ?? FEED_TIMEOUT_MS);
  let url = checkedUrl(rawUrl, undefined, policy);
  for (let hop = 0; hop <= FEED_MAX_REDIRECTS; hop += 1) {
    let answer: Hop;
    try {
      answer = await requestOnce(url, policy, signal);
    } catch (err) {
      throw asFeedError(err, signal);
    }
    if (answer.status >= 300 && answer.status < 400) {
      if (!answer.location) throw new FeedFetchError('unreachable');
      url = checkedUrl(answer.location, url, policy);
      continue;
    }
    if (answer.status !== 200) throw new FeedFetchError('unreachable');
    return answer.body;
  }
  throw new FeedFetchError('unreachable');
}
