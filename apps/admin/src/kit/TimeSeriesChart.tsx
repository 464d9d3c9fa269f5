import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { useId } from 'react';
import { Bar } from 'react-chartjs-2';
import './TimeSeriesChart.css';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

/** One series of a chart: its name, colour and a value per label. */
export interface ChartSeries {
  label: string;
  values: number[];
  /** A colour the page's palette has (packages/ui tokens); the kit's green and gold by default. */
  color?: string;
}

export interface TimeSeriesChartProps {
  /** What the chart shows, as a sentence: the canvas's accessible name and the table's caption. */
  title: string;
  /** The x axis: one label per step (formatted by the caller, e.g. Vienna hours or days). */
  labels: string[];
  series: ChartSeries[];
  /** The header of the labels' column in the table. */
  labelHeader: string;
  /** The summary of the table behind the chart (a disclosure, open for screen readers as well). */
  tableSummary: string;
  height?: number;
}

/** Colours of the kit (packages/ui tokens: brand green, progress-bar yellow, muted brown). */
export const CHART_COLORS = ['#2d6a3e', '#ffca2b', '#8a5a2b', '#4a7fb0'] as const;

/**
 * Bars over time (Chart.js), with the same figures as a table in a disclosure below: the canvas is
 * an image named by `title`; the table carries the figures for keyboard and screen-reader users and
 * for printing. No animation (it is distracting and slows the screen down on phones).
 */
export function TimeSeriesChart({
  title,
  labels,
  series,
  labelHeader,
  tableSummary,
  height = 260,
}: TimeSeriesChartProps) {
  const captionId = useId();
  const data: ChartData<'bar', number[], string> = {
    labels,
    datasets: series.map((entry, index) => ({
      label: entry.label,
      data: entry.values,
      backgroundColor: entry.color ?? CHART_COLORS[index % CHART_COLORS.length],
      maxBarThickness: 48,
    })),
  };
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: { legend: { position: 'bottom' } },
    scales: {
      x: { ticks: { autoSkip: true, maxRotation: 0 } },
      y: { beginAtZero: true, ticks: { precision: 0 } },
    },
  };
  return (
    <figure className="admin-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="admin-chart__title">
        {title}
      </figcaption>
      <div className="admin-chart__canvas" style={{ height }}>
        <Bar data={data} options={options} role="img" aria-label={title} />
      </div>
      <details className="admin-chart__table">
        <summary>{tableSummary}</summary>
        <div className="admin-chart__scroll">
          <table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeader}</th>
                {series.map((entry) => (
                  <th key={entry.label} scope="col">
                    {entry.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, row) => (
                <tr key={`${label}-${row}`}>
                  <th scope="row">{label}</th>
                  {series.map((entry) => (
                    <td key={entry.label}>{entry.values[row] ?? 0}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
