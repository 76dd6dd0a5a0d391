import type { Sample } from './cluster-load';

/** What `npm run chaos -- cluster` measured, printed line by line; true when every goal was met. */
export function report(
  log: (line: string) => void,
  samples: Sample[],
  killed: { name: string; at: number },
  r: {
    downMs: number;
    primaryReads: number;
    replicaReads: number;
    lost: { holds: number; signIns: number };
    notifyMs: number | null;
    acknowledged: { holds: string[]; signIns: string[] };
  },
): boolean {
  const failed = (sample: Sample) =>
    sample.status === 0 || (sample.status >= 500 && !(sample.status === 503 && sample.retryAfter));
  const killAt = killed.at;
  // In flight on the killed instance: sent to it (HAProxy names it) before HAProxy marked it down, and
  // still unanswered when it died. A request started after the kill counts only if HAProxy sent it
  // there before it knew; the time it took to know is reported beside.
  const inFlight = (sample: Sample) =>
    sample.servedBy === killed.name && sample.end >= killAt && sample.start <= killAt + r.downMs;
  const byKind = new Map<string, Record<string, number>>();
  for (const sample of samples) {
    const row = byKind.get(sample.kind) ?? {};
    row[sample.status] = (row[sample.status] ?? 0) + 1;
    byKind.set(sample.kind, row);
  }
  const lostInFlight = samples.filter((sample) => failed(sample) && inFlight(sample));
  const other = samples.filter((sample) => failed(sample) && !inFlight(sample));
  const shed = samples.filter((sample) => sample.status === 503 && sample.retryAfter);
  log(`Results (${samples.length} requests):`);
  for (const [kind, statuses] of byKind) log(`  ${kind.padEnd(8)} ${JSON.stringify(statuses)}`);
  log(
    `  5xx or no answer, in flight on the killed instance: ${lostInFlight.length}${lostInFlight.map((x) => `\n    ${x.kind} ${x.status}, sent at ${x.start - killAt} ms from the kill`).join('')}`,
  );
  log(
    `  5xx or no answer otherwise: ${other.length} (goal 0)${other.map((x) => `\n    ${x.kind} ${x.status} by ${x.servedBy || '?'}, sent at ${x.start - killAt} ms from the kill`).join('')}`,
  );
  log(`  503 with Retry-After (load shed): ${shed.length}`);
  log(`  HAProxy stopped sending to the killed instance after ${r.downMs} ms (goal ≤ 2000)`);
  log(
    `  Reads while the replica was down: ${r.primaryReads} on the primary, ${r.replicaReads} on the replica (goal: all on the primary)`,
  );
  log(
    `  Acknowledged writes: ${r.acknowledged.holds.length} holds, ${r.acknowledged.signIns.length} sign-ins; lost: ${r.lost.holds + r.lost.signIns} (goal 0)`,
  );
  log(
    `  A notification through one instance reached a stream on the other: ${r.notifyMs === null ? 'NO' : `in ${r.notifyMs} ms`}`,
  );
  const ok =
    other.length === 0 &&
    r.downMs <= 2000 &&
    r.replicaReads === 0 &&
    r.primaryReads > 0 &&
    r.lost.holds + r.lost.signIns === 0 &&
    r.notifyMs !== null;
  log(`  goals ${ok ? 'met' : 'NOT met'}`);
  return ok;
}
