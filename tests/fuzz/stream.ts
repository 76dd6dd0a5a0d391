import fc from 'fast-check';
import { AnyEnvelope } from '../../contract/common';
import { StreamCountEvent } from '../../contract/notifications';
import type { OperationReport } from './fuzz';

/**
 * The notifications stream never ends on its own, so `inject` (which waits for the whole answer) cannot
 * fuzz it. This sends each case over real HTTP instead, reads just far enough to judge it (the status,
 * and for a 200 its content type and first `count` event, checked against the contract), then hangs up.
 * Cases vary what the stream reads: sign-in, Last-Event-ID (hostile values too) and language.
 */
const LAST_EVENT_IDS = ['', '0', '1', '42', '-1', '1e3', 'abc', '\u0000', '2147483648', '9'.repeat(18)];

const caseArbitrary = fc.record({
  signedIn: fc.boolean(),
  lastEventId: fc.oneof(
    fc.constantFrom(...LAST_EVENT_IDS),
    fc.string({ maxLength: 30 }),
    fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String),
  ),
  language: fc.constantFrom('en', 'ar', 'xx', '*'),
});

/** The first `count` event's data, or a reason the 200 answer is wrong. */
async function firstCount(res: Response): Promise<string | null> {
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) return 'a 200 that is not a stream';
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return 'the stream ended before its first count';
    buffer += value;
    const block = buffer.split('\n\n').find((b) => b.startsWith('event: count'));
    if (!block) continue;
    const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
    return StreamCountEvent.safeParse(JSON.parse(data)).success ? null : `count outside its schema: ${data}`;
  }
}

export async function fuzzStream(
  base: string,
  options: { runs: number; seed: number; token: () => Promise<string> },
): Promise<OperationReport> {
  const cases = fc.sample(caseArbitrary, { numRuns: options.runs, seed: options.seed });
  const report: OperationReport = {
    operation: 'GET /api/v1/notifications/stream',
    cases: 0,
    byStatus: {},
    failures: [],
  };
  const concurrency = 6;
  for (let start = 0; start < cases.length; start += concurrency) {
    await Promise.all(
      cases.slice(start, start + concurrency).map(async (c) => {
        const headers: Record<string, string> = { 'accept-language': c.language };
        // fetch refuses header values with control characters; those are sent as the same text escaped.
        if (c.lastEventId) headers['last-event-id'] = encodeURI(c.lastEventId);
        if (c.signedIn) headers.authorization = `Bearer ${await options.token()}`;
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), 10_000);
        let status = 0;
        let problem: string | null;
        try {
          const res = await fetch(`${base}/api/v1/notifications/stream`, {
            headers,
            signal: controller.signal,
          });
          status = res.status;
          if (status >= 500) problem = `answered ${status}`;
          else if (status === 200) problem = await firstCount(res);
          else problem = AnyEnvelope.safeParse(await res.json()).success ? null : 'outside the envelope';
        } catch (error) {
          problem = `no answer: ${String(error)}`;
        } finally {
          clearTimeout(timer);
          controller.abort();
        }
        report.cases += 1;
        report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
        if (problem) report.failures.push({ request: c, status, problem, body: '' });
      }),
    );
  }
  return report;
}
