/**
 * The process's metrics, read by whoever scrapes `/metrics` (plugins/metrics.ts) in Prometheus's text
 * format. Nothing is stored here: each part of the server that keeps counts registers a function that
 * reports them when asked, so a scrape costs a few object walks and nothing runs between scrapes.
 */
export interface MetricFamily {
  name: string;
  help: string;
  type: 'counter' | 'gauge';
  samples: { labels?: Record<string, string>; value: number }[];
}

export class Metrics {
  private readonly sources: (() => MetricFamily[])[] = [];

  add(source: () => MetricFamily[]): void {
    this.sources.push(source);
  }

  /** The text exposition format, version 0.0.4. */
  render(): string {
    const lines: string[] = [];
    for (const family of this.sources.flatMap((source) => source())) {
      lines.push(`# HELP ${family.name} ${family.help}`, `# TYPE ${family.name} ${family.type}`);
      for (const sample of family.samples)
        lines.push(`${family.name}${labelsOf(sample.labels)} ${sample.value}`);
    }
    return `${lines.join('\n')}\n`;
  }
}

const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

function labelsOf(labels: Record<string, string> | undefined): string {
  const entries = Object.entries(labels ?? {});
  return entries.length === 0 ? '' : `{${entries.map(([k, v]) => `${k}="${escape(v)}"`).join(',')}}`;
}
