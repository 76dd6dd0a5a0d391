import { useLingui } from '@lingui/react/macro';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import type { Report } from '../../../../../contract/backoffice';
import { intlLocale } from '../../../../../contract/i18n';
import { currentLocale } from '../../../../lib/i18n';
import { formatPercent } from '../../../../lib/numbers';
import { formatMonth } from '../../../hosting';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

/**
 * Room revenue (bars) and occupancy (line) month by month, drawn with Chart.js, loaded only here. The
 * table below holds the same figures for a screen reader; the picture is named for what it shows.
 * Right to left in Arabic: the months run from the right.
 */
export default function ReportChart({ report }: { report: Report }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const canvas = useRef<HTMLCanvasElement>(null);
  const label = t`Room revenue in riyals and occupancy, month by month`;
  useEffect(() => {
    if (!canvas.current) return undefined;
    const style = getComputedStyle(canvas.current);
    const accent = style.getPropertyValue('--accent').trim() || '#0f766e';
    const text = style.getPropertyValue('--text').trim() || '#1f2937';
    const chart = new Chart(canvas.current, {
      data: {
        labels: report.rows.map((row) => formatMonth(row.key, lang)),
        datasets: [
          {
            type: 'bar',
            label: t`Room revenue`,
            data: report.rows.map((row) => row.room_revenue.amount_minor / 100),
            backgroundColor: accent,
            yAxisID: 'money',
          },
          {
            type: 'line',
            label: t`Occupancy`,
            data: report.rows.map((row) => row.occupancy_bp / 100),
            borderColor: text,
            backgroundColor: text,
            yAxisID: 'share',
          },
        ],
      },
      options: {
        locale: intlLocale(lang, 'gregory'),
        animation: false,
        maintainAspectRatio: false,
        plugins: { legend: { rtl: lang === 'ar', labels: { color: text } } },
        scales: {
          x: { reverse: lang === 'ar', ticks: { color: text } },
          money: {
            type: 'linear',
            position: lang === 'ar' ? 'right' : 'left',
            beginAtZero: true,
            ticks: { color: text },
          },
          share: {
            type: 'linear',
            position: lang === 'ar' ? 'left' : 'right',
            min: 0,
            max: 100,
            grid: { drawOnChartArea: false },
            ticks: { color: text, callback: (value) => formatPercent(Number(value) * 100, lang) },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [report, lang, t]);
  return (
    <figure className="report-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </figure>
  );
}
