import {
  WEB_VITAL_NAMES,
  WEB_VITAL_THRESHOLDS,
  type Insights,
  type WebVitalName,
} from '@heroscope/schema';
import { useMemo } from 'react';
import { TimeSeriesChart, type ChartSeries } from './time-series-chart';
import { formatVital, rateVital, vitalSeries } from './vitals-series';

const VITAL_TITLES: Record<WebVitalName, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

const ROUTE_COLORS = ['#4f46e5', '#0891b2', '#c026d3', '#ea580c'];
const RATING_LABELS = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };

function VitalCard({
  name,
  insights,
  days,
}: {
  name: WebVitalName;
  insights: Insights;
  days: string[];
}) {
  const routes = useMemo(() => vitalSeries(insights.vitals, days, name), [insights, days, name]);
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  const series = useMemo<ChartSeries[]>(
    () => [
      ...routes.map((route, i) => ({
        label: route.path,
        values: route.values,
        color: ROUTE_COLORS[i % ROUTE_COLORS.length] ?? '#4f46e5',
      })),
      {
        label: `Good ≤ ${formatVital(name, good)}`,
        values: days.map(() => good),
        color: '#15803d',
        reference: true,
      },
      {
        label: `Poor > ${formatVital(name, poor)}`,
        values: days.map(() => poor),
        color: '#b42318',
        reference: true,
      },
    ],
    [routes, days, name, good, poor],
  );
  const format = useMemo(() => (value: number) => formatVital(name, value), [name]);
  const headline = routes[0]?.latest ?? null;

  return (
    <article className="insights-card vital-card" aria-labelledby={`vital-${name}`}>
      <header className="vital-card__head">
        <div>
          <h3 id={`vital-${name}`} className="insights-card__title">
            {name} <span className="vital-card__full">· {VITAL_TITLES[name]}</span>
          </h3>
          <p className="insights-card__hint">75th percentile per route and day</p>
        </div>
        {headline !== null ? (
          <p className={`vital-badge vital-badge--${rateVital(name, headline)}`}>
            <strong>{formatVital(name, headline)}</strong>
            <span>{RATING_LABELS[rateVital(name, headline)]}</span>
          </p>
        ) : null}
      </header>
      {routes.length > 0 ? (
        <>
          <TimeSeriesChart
            days={days}
            series={series}
            format={format}
            height={200}
            label={`${name} 75th percentile per route over the period`}
          />
          <table className="insights-table insights-table--compact">
            <thead>
              <tr>
                <th scope="col">Route</th>
                <th scope="col">Latest p75</th>
                <th scope="col">Samples</th>
              </tr>
            </thead>
            <tbody>
              {routes.map((route) => (
                <tr key={route.path}>
                  <th scope="row">
                    <code>{route.path}</code>
                  </th>
                  <td>
                    {route.latest === null ? (
                      '–'
                    ) : (
                      <span className={`vital-value vital-value--${rateVital(name, route.latest)}`}>
                        {formatVital(name, route.latest)}
                      </span>
                    )}
                  </td>
                  <td>{route.samples.toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className="insights-empty">No {name} measured in this period.</p>
      )}
    </article>
  );
}

/** One card per web vital: its p75 per route over time, against Google's thresholds. */
export function VitalsSection({ insights, days }: { insights: Insights; days: string[] }) {
  return (
    <div className="vitals-grid">
      {WEB_VITAL_NAMES.map((name) => (
        <VitalCard key={name} name={name} insights={insights} days={days} />
      ))}
    </div>
  );
}
