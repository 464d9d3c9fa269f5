import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';
import type { ChartProps } from './Chart';

// Only the parts the admin's charts use, so the bundle carries no more of Chart.js.
ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** Colours with enough contrast on white, told apart also by the legend's order. */
export const CHART_COLORS = ['#2f6b3a', '#c98a1b', '#4a6fa5', '#a14a4a', '#6b5b95', '#3f8f8f'];

/** The canvas of a chart; loaded on its own, as Chart.js is large and only the figures need it. */
export default function ChartCanvas({ type, label, labels, series, format, horizontal }: ChartProps) {
  return (
    <Chart
      type={type}
      role="img"
      aria-label={label}
      data={{
        labels,
        datasets: series.map((entry, index) => ({
          label: entry.label,
          data: entry.values,
          backgroundColor: CHART_COLORS[index % CHART_COLORS.length],
          borderColor: CHART_COLORS[index % CHART_COLORS.length],
        })),
      }}
      options={{
        indexAxis: horizontal ? 'y' : 'x',
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: series.length > 1, position: 'bottom' },
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}`,
            },
          },
        },
        scales: {
          [horizontal ? 'x' : 'y']: { ticks: { callback: (value) => format(Number(value)) } },
        },
      }}
    />
  );
}
