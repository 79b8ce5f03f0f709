import type { Insights } from '@heroscope/schema';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { EMAIL_RULE_LABELS, EVENT_LABELS } from './event-labels';
import { FunnelChart } from './funnel-chart';
import { percent } from './funnel';
import { downloadDailyCsv, fetchInsights, InsightsError } from './insights-api';
import { lastDays, PERIOD_PRESETS, periodLength, shortDay, type Period } from './period';
import { TimeSeriesChart, type ChartSeries } from './time-series-chart';
import { TokenForm } from './token-form';
import { VitalsSection } from './vitals-section';
import './insights.css';

const OTHER_EVENTS = [
  'sample_report_opened',
  'action_list_used',
  'copy_prompt_used',
  'private_report_opened',
  'address_rejected',
  'email_rejected',
];

const count = (value: number) => value.toLocaleString('en-US');

function Kpi({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="kpi">
      <p className="kpi__label">{label}</p>
      <p className="kpi__value">{value}</p>
      <p className="kpi__hint">{hint}</p>
    </div>
  );
}

function Dashboard({ insights }: { insights: Insights }) {
  const days = useMemo(() => insights.days.map((d) => d.day), [insights]);
  const traffic = useMemo<ChartSeries[]>(
    () => [
      {
        label: 'Visitors',
        values: insights.days.map((d) => d.visitors),
        color: '#4f46e5',
        fill: true,
      },
      { label: 'Page views', values: insights.days.map((d) => d.pageViews), color: '#0891b2' },
    ],
    [insights],
  );
  const visitors = insights.days.reduce((n, d) => n + d.visitors, 0);
  const pageViews = insights.days.reduce((n, d) => n + d.pageViews, 0);
  const landing = insights.funnel[0]?.visitors ?? 0;
  const submitted = insights.funnel.at(-1)?.visitors ?? 0;
  const others = OTHER_EVENTS.flatMap((name) => insights.events.filter((e) => e.name === name));

  return (
    <>
      <div className="kpis">
        <Kpi label="Visitors" value={count(visitors)} hint="counted once per day" />
        <Kpi
          label="Page views"
          value={count(pageViews)}
          hint={`${(pageViews / Math.max(visitors, 1)).toFixed(1)} per visitor`}
        />
        <Kpi
          label="Requests submitted"
          value={count(submitted)}
          hint="emails left for an analysis"
        />
        <Kpi
          label="Conversion"
          value={percent(landing ? submitted / landing : 0)}
          hint="landing → request"
        />
      </div>

      <div className="insights-grid">
        <section className="insights-card" aria-labelledby="funnel-title">
          <h2 id="funnel-title" className="insights-card__title">
            Funnel
          </h2>
          <p className="insights-card__hint">Visitors reaching each step, and how many went on</p>
          <FunnelChart insights={insights} />
        </section>
        <section className="insights-card" aria-labelledby="events-title">
          <h2 id="events-title" className="insights-card__title">
            Other events
          </h2>
          <p className="insights-card__hint">Report screens and refusals over the period</p>
          {others.length > 0 ? (
            <table className="insights-table">
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Events</th>
                  <th scope="col">Visitors</th>
                </tr>
              </thead>
              <tbody>
                {others.map((e) => (
                  <tr key={`${e.name}|${e.detail}`}>
                    <th scope="row">
                      {EVENT_LABELS[e.name] ?? e.name}
                      {e.detail ? (
                        <span className="insights-table__detail">
                          {' '}
                          · {EMAIL_RULE_LABELS[e.detail] ?? e.detail}
                        </span>
                      ) : null}
                    </th>
                    <td>{count(e.events)}</td>
                    <td>{count(e.visitors)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="insights-empty">None in this period.</p>
          )}
        </section>
      </div>

      <section className="insights-card" aria-labelledby="traffic-title">
        <h2 id="traffic-title" className="insights-card__title">
          Visitors and page views per day
        </h2>
        <p className="insights-card__hint">
          {shortDay(insights.from)} – {shortDay(insights.to)} (UTC days)
        </p>
        <TimeSeriesChart
          days={days}
          series={traffic}
          format={count}
          label="Visitors and page views per day"
        />
      </section>

      <section aria-labelledby="vitals-title" className="insights-section">
        <h2 id="vitals-title" className="insights-section__title">
          Web vitals of real visitors
        </h2>
        <p className="insights-section__hint">
          75th percentile per route and day, against Google&apos;s good and poor thresholds.
        </p>
        <VitalsSection insights={insights} days={days} />
      </section>

      <p className="insights-footnote">
        First-party and cookieless: no identifier is stored in the browser, and visitors are a
        salted hash forgotten after a day. Raw events are kept {insights.retentionDays} days, then
        only daily totals.
      </p>
    </>
  );
}

/** /insights: the product's own funnel, traffic and web vitals, behind the admin token. */
export function InsightsPage() {
  const [token, setToken] = useState<string | null>(null);
  const [period, setPeriod] = useState<Period>(() => lastDays(30));
  const [insights, setInsights] = useState<Insights | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [exporting, setExporting] = useState(false);

  const load = useCallback(async (candidate: string, wanted: Period) => {
    setBusy(true);
    setError('');
    try {
      setInsights(await fetchInsights(candidate, wanted));
      setToken(candidate);
    } catch (problem) {
      if (problem instanceof InsightsError && problem.kind !== 'failed') {
        setToken(null);
        setInsights(null);
      }
      setError(problem instanceof Error ? problem.message : 'The insights could not be loaded.');
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    document.title = 'Insights · HEROSCOPE';
  }, []);

  const choose = (next: Period) => {
    setPeriod(next);
    if (token) void load(token, next);
  };

  const exportCsv = async () => {
    if (!token) return;
    setExporting(true);
    try {
      await downloadDailyCsv(token, period);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'The export failed.');
    } finally {
      setExporting(false);
    }
  };

  const length = periodLength(period);

  return (
    <div className="insights">
      <header className="insights__header">
        <div>
          <p className="insights__eyebrow">Admin</p>
          <h1 className="insights__title">Insights</h1>
          <p className="insights__lead">
            How our own landing page converts, and how fast it is for real visitors.
          </p>
        </div>
        {token ? (
          <div className="insights__toolbar">
            <div className="segmented" role="group" aria-label="Period">
              {PERIOD_PRESETS.map((days) => (
                <button
                  key={days}
                  type="button"
                  className="segmented__option"
                  aria-pressed={length === days && period.to === lastDays(days).to}
                  onClick={() => choose(lastDays(days))}
                >
                  {days} days
                </button>
              ))}
            </div>
            <label className="date-field">
              <span>From</span>
              <input
                type="date"
                value={period.from}
                max={period.to}
                onChange={(e) => e.target.value && choose({ ...period, from: e.target.value })}
              />
            </label>
            <label className="date-field">
              <span>To</span>
              <input
                type="date"
                value={period.to}
                min={period.from}
                onChange={(e) => e.target.value && choose({ ...period, to: e.target.value })}
              />
            </label>
            <Button variant="secondary" onClick={() => void exportCsv()} busy={exporting}>
              {exporting ? <Spinner /> : null}
              Export CSV
            </Button>
          </div>
        ) : null}
      </header>

      {!token ? (
        <TokenForm
          onSubmit={(candidate) => void load(candidate, period)}
          busy={busy}
          error={error}
        />
      ) : (
        <>
          {error ? (
            <p className="insights-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="insights__body" aria-busy={busy || undefined}>
            {insights ? <Dashboard insights={insights} /> : null}
          </div>
        </>
      )}
    </div>
  );
}
