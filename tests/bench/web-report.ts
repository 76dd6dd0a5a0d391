import type { Result } from 'lighthouse';
import type { Sample } from './web-lighthouse';

export const GOALS = { lcp: 1600, tbt: 100, cls: 0.02 };

export interface PageResult {
  name: string;
  path: string;
  samples: Sample[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/** The run whose LCP is the median one: its audits explain the number in the table. */
export function medianRun(samples: Sample[]): Sample | undefined {
  return [...samples].sort((a, b) => a.lcp - b.lcp)[Math.floor((samples.length - 1) / 2)];
}

const ms = (value: number) => Math.round(value).toLocaleString('en-US');

export function printTable(pages: PageResult[]): void {
  const header = [
    'page',
    'LCP ms',
    '(min–max)',
    'TBT ms',
    'CLS',
    'FCP ms',
    'JS KB',
    'goals',
    'TBT on CPU',
    'frames',
  ];
  const rows = pages.map(({ name, samples }) => {
    const pick = (key: 'lcp' | 'tbt' | 'cls' | 'fcp' | 'jsBytes' | 'frames') =>
      median(samples.map((s) => s[key]));
    const lcps = samples.map((s) => s.lcp);
    const [lcp, tbt, cls] = [pick('lcp'), pick('tbt'), pick('cls')];
    const cpuTbts = samples.flatMap((s) => (s.cpuTbt === null ? [] : [s.cpuTbt]));
    const missed = [lcp > GOALS.lcp && 'LCP', tbt > GOALS.tbt && 'TBT', cls > GOALS.cls && 'CLS'].filter(
      Boolean,
    );
    return [
      name,
      ms(lcp),
      `(${ms(Math.min(...lcps))}–${ms(Math.max(...lcps))})`,
      ms(tbt),
      cls.toFixed(3),
      ms(pick('fcp')),
      (pick('jsBytes') / 1024).toFixed(1),
      missed.length ? `MISS ${missed.join(', ')}` : 'PASS',
      cpuTbts.length ? ms(median(cpuTbts)) : '?',
      ms(pick('frames')),
    ];
  });
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]?.length ?? 0)));
  // Page and goals are text (left-aligned); the numbers are right-aligned.
  const textColumns = new Set([header.indexOf('page'), header.indexOf('goals')]);
  const line = (row: string[]) =>
    row
      .map((cell, i) => (textColumns.has(i) ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

interface ChainNode {
  request: { url: string; startTime: number; endTime: number; transferSize: number };
  children?: Record<string, ChainNode>;
}
type Row = Record<string, unknown>;

function tables(lhr: Result, audit: string): Row[][] {
  const details = lhr.audits[audit]?.details;
  if (details?.type === 'table') return [details.items as Row[]];
  if (details?.type === 'list')
    return details.items.flatMap((item) => (item.type === 'table' ? [item.items as Row[]] : []));
  return [];
}

const shortUrl = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/**
 * When scripts, API calls and images started, unthrottled. Scripts are grouped into waves: requests
 * starting within 30 ms of each other, which is how a chain of imports shows up (each wave waits for
 * the previous one to run). The critical-request-chains audit cannot show this chain.
 */
function printTimeline(lhr: Result): void {
  const [requests = []] = tables(lhr, 'network-requests');
  const started = (type: string) =>
    requests
      .filter((r) => r.resourceType === type)
      .sort((a, b) => Number(a.networkRequestTime) - Number(b.networkRequestTime));
  const waves: { start: number; files: number; bytes: number }[] = [];
  let previous = -Infinity;
  for (const script of started('Script')) {
    const start = Number(script.networkRequestTime);
    const wave = start - previous > 30 ? undefined : waves.at(-1);
    if (wave) Object.assign(wave, { files: wave.files + 1, bytes: wave.bytes + Number(script.transferSize) });
    else waves.push({ start, files: 1, bytes: Number(script.transferSize) });
    previous = start;
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `  JS waves (start, unthrottled): ${waves.map((w) => `${ms(w.start)} ms ×${w.files} ${kb(w.bytes)}`).join(' → ')}`,
  );
  const at = (r: Row) => `${shortUrl(String(r.url))} ${ms(Number(r.networkRequestTime))} ms`;
  const fetches = started('Fetch');
  if (fetches.length) console.log(`  API calls: ${fetches.map(at).join(' · ')}`);
  const image = started('Image').find((r) => String(r.url).includes('/media/'));
  if (image) console.log(`  First photo: ${at(image)}`);
}

/** The LCP element and its phases, and the critical request chains, of the median run. */
export function printDetails({ name, samples }: PageResult): void {
  const run = medianRun(samples);
  if (!run) return;
  const { lhr } = run;
  console.log(`\n${name} — median run (LCP ${ms(run.lcp)} ms, FCP ${ms(run.fcp)} ms)`);
  const [element, phases] = tables(lhr, 'largest-contentful-paint-element');
  const node = element?.[0]?.node as { nodeLabel?: string; selector?: string } | undefined;
  if (node) console.log(`  LCP element: ${node.selector ?? '?'}  “${(node.nodeLabel ?? '').slice(0, 60)}”`);
  if (phases?.length)
    console.log(
      `  LCP phases: ${phases.map((p) => `${String(p.phase)} ${ms(Number(p.timing))} ms`).join(' · ')}`,
    );

  printTimeline(lhr);

  const chains = lhr.audits['critical-request-chains']?.details;
  if (chains?.type !== 'criticalrequestchain') return;
  const roots = Object.values(chains.chains as Record<string, ChainNode>);
  const start = roots[0]?.request.startTime ?? 0;
  const { duration, length, transferSize } = chains.longestChain;
  console.log(
    `  Critical request chains (Lighthouse leaves out modulepreloaded scripts and what they import; ` +
      `longest: ${length} requests, ` +
      `${ms(duration)} ms, ${(transferSize / 1024).toFixed(1)} KB)`,
  );
  const walk = (nodes: ChainNode[], depth: number) => {
    for (const { request, children } of nodes) {
      const end = `${ms((request.endTime - start) * 1000)} ms`;
      const size = `${(request.transferSize / 1024).toFixed(1)} KB`;
      console.log(`  ${'  '.repeat(depth)}${shortUrl(request.url)}  — ends ${end}, ${size}`);
      walk(Object.values(children ?? {}), depth + 1);
    }
  };
  walk(roots, 1);
}
