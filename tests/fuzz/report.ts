import type { OperationReport } from './fuzz';

/**
 * The fuzz run's figures as a plain-text table (one row per operation: cases, answers by status class,
 * exact statuses, failures), so the run's note can quote it as printed. `npm run fuzz` also writes it to
 * the file named by FUZZ_REPORT.
 */
const CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;

const classOf = (status: number) => `${Math.floor(status / 100)}xx`;

export function fuzzTable(reports: OperationReport[], heading: string): string {
  const rows = reports.map((r) => {
    const byClass: Record<string, number> = {};
    for (const [status, count] of Object.entries(r.byStatus)) {
      const key = classOf(Number(status));
      byClass[key] = (byClass[key] ?? 0) + count;
    }
    return [
      r.operation,
      String(r.cases),
      ...CLASSES.map((c) => String(byClass[c] ?? 0)),
      Object.entries(r.byStatus)
        .map(([s, c]) => `${s}×${c}`)
        .join(' '),
      String(r.failures.length),
    ];
  });
  const sum = (i: number) => rows.reduce((n, row) => n + Number(row[i]), 0);
  const total = [
    `TOTAL (${reports.length} operations)`,
    String(sum(1)),
    ...CLASSES.map((_, i) => String(sum(i + 2))),
    '',
    String(sum(7)),
  ];
  const header = ['operation', 'cases', ...CLASSES, 'statuses', 'failures'];
  const all = [header, ...rows, total];
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 || i === 6 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [heading, line(header), rule, ...rows.map(line), rule, line(total)].join('\n') + '\n';
}
