import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';

export interface ChartSeries {
  label: string;
  values: number[];
}

export interface ChartProps {
  type: 'bar' | 'line';
  /** What the chart shows: its accessible name and the caption of its table. */
  label: string;
  /** One label per point (e.g. the months). */
  labels: string[];
  series: ChartSeries[];
  /** How a value is written (e.g. as euros), in the table, the axis and the tooltips. */
  format: (value: number) => string;
  /** Bars from the left (long labels such as customers' names). */
  horizontal?: boolean;
  /** The header of the labels' column in the table ("Wert" unless given, e.g. "Zeit"). */
  pointHeader?: string;
}

const ChartCanvas = lazy(() => import('./ChartCanvas'));

/** A canvas that cannot draw (no 2D context) leaves the table to speak for the chart. */
class CanvasBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A chart (Chart.js) with its figures as a table beside it: the canvas is an image named by `label`,
 * the table below it (folded away) gives every value to screen readers, keyboards and copy and paste.
 */
export function Chart(props: ChartProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { label, labels, series, format, pointHeader } = props;
  return (
    <figure className="admin-chart">
      <div className="admin-chart__canvas">
        <CanvasBoundary>
          <Suspense fallback={null}>
            <ChartCanvas {...props} />
          </Suspense>
        </CanvasBoundary>
      </div>
      <figcaption>
        <details>
          <summary>{t('figures.chart.showTable', { label })}</summary>
          <div className="admin-chart__table">
            <table>
              <caption>{label}</caption>
              <thead>
                <tr>
                  <th scope="col">{pointHeader ?? t('figures.chart.point')}</th>
                  {series.map((entry) => (
                    <th key={entry.label} scope="col">
                      {entry.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((point, index) => (
                  <tr key={point}>
                    <th scope="row">{point}</th>
                    {series.map((entry) => (
                      <td key={entry.label}>{format(entry.values[index] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figcaption>
    </figure>
  );
}
