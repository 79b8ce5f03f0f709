import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: (number | null)[];
  color: string;
  /** A dashed reference line (a threshold) rather than data. */
  reference?: boolean;
  fill?: boolean;
}

interface TimeSeriesChartProps {
  /** "YYYY-MM-DD" UTC days, the x axis. */
  days: string[];
  series: ChartSeries[];
  /** Formats a y value for the axis and the legend. */
  format: (value: number) => string;
  height?: number;
  /** Accessible name of the chart (its figures are also in the tables around it). */
  label: string;
}

const AXIS = {
  stroke: '#4a4f63',
  font: '12px system-ui, sans-serif',
  grid: { stroke: '#eceef4', width: 1 },
  ticks: { stroke: '#e4e6ee', width: 1, size: 4 },
};

/** A uPlot line chart over days, sized to its container and redrawn when data changes. */
export function TimeSeriesChart({
  days,
  series,
  format,
  height = 240,
  label,
}: TimeSeriesChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const xs = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
      axes: [
        { ...AXIS, values: '{D} {MMM}' },
        { ...AXIS, size: 64, values: (_u, splits) => splits.map((v) => format(v)) },
      ],
      // A key of the series; the values show on hover as the cursor's readout would clutter it.
      legend: { live: false },
      cursor: { points: { size: 7 } },
      series: [
        { value: '{D} {MMM} {YYYY}', class: 'insights-chart__days' },
        ...series.map<uPlot.Series>((s) => ({
          label: s.label,
          stroke: s.color,
          width: s.reference ? 1.5 : 2.25,
          dash: s.reference ? [6, 5] : undefined,
          fill: s.fill ? `${s.color}1f` : undefined,
          spanGaps: true,
          points: { show: !s.reference && days.length <= 45, size: 5 },
          value: (_u, v) => (v === null || v === undefined ? '–' : format(v)),
        })),
      ],
    };
    const chart = new uPlot(options, [xs, ...series.map((s) => s.values)], element);
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(element.clientWidth, 200), height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, format, height]);

  return <div ref={container} className="insights-chart" role="img" aria-label={label} />;
}
