import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RuntimeConfigProvider } from '../../lib/runtime-config-context';
import { stubNetwork } from '../../test/network-stub';
import type { SampleLoadResult } from './load-sample-report';
import { SampleReportPage } from './sample-report-page';
import { stubLayoutApis } from './test/render-viewer';
import { makeReport } from './test/sample-report';

const { track } = vi.hoisted(() => ({ track: vi.fn() }));
vi.mock('../analytics', () => ({ track }));

function renderPage(path: string, load: (route: string) => Promise<SampleLoadResult>) {
  stubNetwork();
  stubLayoutApis();
  return render(
    <RuntimeConfigProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<SampleReportPage load={load} />} />
        </Routes>
      </MemoryRouter>
    </RuntimeConfigProvider>,
  );
}

describe('SampleReportPage', () => {
  it("loads its route's report, shows the viewer and names the tab after the site", async () => {
    const load = vi.fn((_route: string) =>
      Promise.resolve<SampleLoadResult>({ status: 'ready', report: makeReport() }),
    );
    renderPage('/pyladies', load);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the sample report');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fernwick Notes: sample report' }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('pyladies');
    expect(screen.getByRole('img', { name: 'original page' })).toBeInTheDocument();
    expect(document.title).toBe('Fernwick Notes — sample report · HEROSCOPE');
    expect(track).toHaveBeenCalledWith('sample_report_opened', { site: 'pyladies' });
  });

  it('says the sample is unavailable, in product words, when its data is missing or broken', async () => {
    renderPage('/zevoy', () => Promise.resolve({ status: 'missing' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This sample report is not available right now',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analyse my website' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Sample report unavailable · HEROSCOPE'));
  });
});
