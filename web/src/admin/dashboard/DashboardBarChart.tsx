// One bar chart of the dashboard, drawn by @mantine/charts (recharts). Loaded on demand (React.lazy in
// LeadDashboardSection): recharts is the biggest library of the admin, and only the dashboard draws charts, so it is a
// file of its own that no other admin page and no public page downloads. Its styles come with it.
import '@mantine/charts/styles.css';
import { BarChart, type BarChartSeries } from '@mantine/charts';
import { shortBucketLabel } from './dashboardLinks';

export interface DashboardBarChartProps {
  /** One row per bar (or stack): its category under `dataKey`, and a count per series. */
  data: Record<string, string | number>[];
  dataKey: string;
  series: BarChartSeries[];
  stacked?: boolean;
  /** Bars lying along the y axis (categories with long names: statuses, counsellors). */
  horizontal?: boolean;
  /** The chart's own legend (left out where the links under the chart name the series with their colours). */
  withLegend?: boolean;
  /** What a bar leads to: the series' name and the row's index. */
  onBarClick: (seriesName: string, index: number) => void;
  /** Says what the chart shows to a screen reader (the links under it carry its figures). */
  label: string;
  testId: string;
}

export default function DashboardBarChart({ data, dataKey, series, stacked, horizontal, withLegend, onBarClick, label, testId }: DashboardBarChartProps) {
  return (
    <BarChart
      h={horizontal ? Math.max(140, 44 * data.length + 40) : 260}
      data={data}
      dataKey={dataKey}
      series={series}
      type={stacked ? 'stacked' : 'default'}
      orientation={horizontal ? 'vertical' : 'horizontal'}
      withLegend={withLegend}
      legendProps={{ verticalAlign: 'bottom', height: 50 }}
      tickLine="none"
      gridAxis={horizontal ? 'x' : 'y'}
      maxBarWidth={48}
      xAxisProps={horizontal ? { allowDecimals: false } : { tickFormatter: (value: string) => shortBucketLabel(String(value)), interval: 'preserveStartEnd', minTickGap: 8 }}
      yAxisProps={horizontal ? { width: 120 } : { allowDecimals: false, width: 32 }}
      barProps={(s) => ({ onClick: (_entry: unknown, index: number) => onBarClick(s.name, index), style: { cursor: 'pointer' } })}
      // A figure named by what it shows (a plain div may not carry a name).
      role="figure"
      aria-label={label}
      data-testid={testId}
    />
  );
}
