import { describe, expect, it } from 'vitest';
import { formatVital, rateVital, vitalSeries } from './vitals-series';

describe('rateVital', () => {
  it("uses Google's thresholds: up to good is good, above poor is poor", () => {
    expect([rateVital('LCP', 2500), rateVital('LCP', 2501), rateVital('LCP', 4001)]).toEqual([
      'good',
      'needs-improvement',
      'poor',
    ]);
    expect([rateVital('CLS', 0.1), rateVital('INP', 500), rateVital('TTFB', 1801)]).toEqual([
      'good',
      'needs-improvement',
      'poor',
    ]);
  });
});

describe('formatVital', () => {
  it('shows seconds from 1 s, milliseconds below, and CLS as a score', () => {
    expect([
      formatVital('LCP', 2345),
      formatVital('INP', 180.4),
      formatVital('CLS', 0.051),
    ]).toEqual(['2.35 s', '180 ms', '0.05']);
  });
});

describe('vitalSeries', () => {
  it('lays the p75 of each route on the days, gaps as null, busiest route first', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
    const series = vitalSeries(
      [
        { day: '2026-11-01', path: '/pyladies', name: 'LCP', p75: 1800, samples: 3 },
        { day: '2026-11-01', path: '/', name: 'LCP', p75: 2100, samples: 40 },
        { day: '2026-11-03', path: '/', name: 'LCP', p75: 2600, samples: 50 },
        { day: '2026-11-03', path: '/', name: 'CLS', p75: 0.02, samples: 50 },
        { day: '2026-10-31', path: '/', name: 'LCP', p75: 9999, samples: 1 },
      ],
      days,
      'LCP',
    );
    expect(series).toEqual([
      { path: '/', values: [2100, null, 2600], samples: 90, latest: 2600 },
      { path: '/pyladies', values: [1800, null, null], samples: 3, latest: 1800 },
    ]);
  });
});
