import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { TEST_CONFIG } from '../../test/network-stub';
import { stubLayoutApis } from '../report-viewer/test/render-viewer';
import { makeReport } from '../report-viewer/test/sample-report';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The private report API at the fetch boundary: `answers` and `iterations` say how to answer. */
function stubReportApi(
  options: {
    /** Statuses of the first report loads, before it answers 200. */
    failures?: number[];
    answer?: () => Response | 'network-error';
    iteration?: () => Response;
  } = {},
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), location.origin);
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (url.pathname === '/api/config') return json(200, TEST_CONFIG);
      if (url.pathname === '/api/reports/tok-1' && method === 'GET') {
        const failure = options.failures?.shift();
        if (failure) return json(failure, { message: 'no' });
        return json(200, {
          ...makeReport(),
          answers: [
            { questionIndex: 1, question: 'What first?', answer: 'Watch a demo', at: '2031-01-01' },
          ],
          iterationPending: false,
        });
      }
      if (url.pathname === '/api/reports/tok-1/answers') {
        const answer = options.answer?.() ?? new Response(null, { status: 204 });
        if (answer === 'network-error') throw new TypeError('Failed to fetch');
        return answer;
      }
      if (url.pathname === '/api/reports/tok-1/iterations') {
        return options.iteration?.() ?? json(202, { status: 'queued' });
      }
      if (url.pathname.startsWith('/api/reports/')) return json(404, { message: 'unknown' });
      return json(404, {});
    }),
  );
  stubLayoutApis();
  return calls;
}

describe('PrivateReportPage (/report/:token)', () => {
  it('shows the loading state, then the stored report', async () => {
    stubReportApi();
    renderApp('/report/tok-1');
    expect(await screen.findByText('Loading your report')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fernwick Notes: your report' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Fernwick Notes — your report · HEROSCOPE'));
  });

  it('shows the not-found page for an unknown token', async () => {
    stubReportApi();
    renderApp('/report/nope');
    expect(
      await screen.findByRole('heading', { name: 'This page does not exist' }),
    ).toBeInTheDocument();
  });

  it('says when the report cannot be loaded, and loads it on a retry', async () => {
    stubReportApi({ failures: [500] });
    const user = userEvent.setup();
    renderApp('/report/tok-1');
    expect(
      await screen.findByRole('heading', { name: 'Your report could not be loaded' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fernwick Notes: your report' }),
    ).toBeInTheDocument();
  });

  it('answers a question with an option and shows Saved; pre-fills a saved answer', async () => {
    const calls = stubReportApi();
    const user = userEvent.setup();
    renderApp('/report/tok-1');
    const section = await screen.findByRole('region', { name: 'Personalize the analysis' });
    expect(within(section).queryByText('Not yet submittable')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Researchers' }));
    expect(within(section).getByLabelText('Your answer')).toHaveValue('Researchers');
    await user.click(within(section).getByRole('button', { name: 'Save answer' }));
    expect(await within(section).findByText('Saved')).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/answers'))?.body).toEqual({
      questionIndex: 0,
      answer: 'Researchers',
    });
    await user.click(within(section).getByRole('button', { name: 'Next question' }));
    expect(within(section).getByLabelText('Your answer')).toHaveValue('Watch a demo');
    expect(within(section).getByText('Saved')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Previous question' }));
    expect(within(section).getByLabelText('Your answer')).toHaveValue('Researchers');
  });

  it('keeps a typed answer when saving fails, and says why', async () => {
    stubReportApi({ answer: () => 'network-error' });
    const user = userEvent.setup();
    renderApp('/report/tok-1');
    const section = await screen.findByRole('region', { name: 'Personalize the analysis' });
    await user.type(within(section).getByLabelText('Your answer'), 'Mostly librarians');
    await user.click(within(section).getByRole('button', { name: 'Save answer' }));
    expect(await within(section).findByText(/could not be reached/)).toBeInTheDocument();
    expect(within(section).getByLabelText('Your answer')).toHaveValue('Mostly librarians');
  });

  it('asks for a new analysis and says it is queued', async () => {
    const calls = stubReportApi();
    const user = userEvent.setup();
    renderApp('/report/tok-1');
    await user.click(
      await screen.findByRole('button', { name: 'I changed my page — analyse it again' }),
    );
    expect(await screen.findByText(/we will analyse your page again/)).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/iterations'))?.method).toBe('POST');
  });

  it('says when a new analysis is already under way (409)', async () => {
    stubReportApi({ iteration: () => json(409, { message: 'under way' }) });
    const user = userEvent.setup();
    renderApp('/report/tok-1');
    await user.click(
      await screen.findByRole('button', { name: 'I changed my page — analyse it again' }),
    );
    expect(await screen.findByText(/already under way/)).toBeInTheDocument();
  });

  it('shows the iteration on the v2 tab', async () => {
    stubReportApi();
    const user = userEvent.setup();
    renderApp('/report/tok-1');
    await user.click(await screen.findByRole('tab', { name: 'v2' }));
    expect(screen.getByRole('button', { name: 'Feature icons' })).toBeInTheDocument();
  });

  it('has no serious or critical axe violations', async () => {
    stubReportApi();
    renderApp('/report/tok-1');
    await screen.findByRole('region', { name: 'Personalize the analysis' });
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.passes.length).toBeGreaterThan(10);
    expect(
      results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`),
    ).toEqual([]);
  });
});
