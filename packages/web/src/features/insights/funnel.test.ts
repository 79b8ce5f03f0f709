import { describe, expect, it } from 'vitest';
import { funnelSteps, percent } from './funnel';

describe('funnelSteps', () => {
  it('gives each step its share of the first and the conversion from the previous', () => {
    const steps = funnelSteps([
      { name: 'landing_viewed', events: 250, visitors: 200 },
      { name: 'analyse_pressed', events: 120, visitors: 100 },
      { name: 'email_modal_opened', events: 80, visitors: 80 },
      { name: 'request_submitted', events: 20, visitors: 20 },
    ]);
    expect(steps.map((s) => [s.label, s.ofFirst, s.fromPrevious])).toEqual([
      ['Landing viewed', 1, null],
      ['Analyse pressed', 0.5, 0.5],
      ['Email form opened', 0.4, 0.8],
      ['Request submitted', 0.1, 0.25],
    ]);
  });

  it('reads an empty period as zeros, not NaN', () => {
    const steps = funnelSteps([
      { name: 'landing_viewed', events: 0, visitors: 0 },
      { name: 'analyse_pressed', events: 0, visitors: 0 },
    ]);
    expect(steps.map((s) => [s.ofFirst, s.fromPrevious])).toEqual([
      [0, null],
      [0, 0],
    ]);
  });
});

describe('percent', () => {
  it('rounds, with one decimal under 10%', () => {
    expect([percent(0.625), percent(0.0432), percent(0), percent(1)]).toEqual([
      '63%',
      '4.3%',
      '0%',
      '100%',
    ]);
  });
});
