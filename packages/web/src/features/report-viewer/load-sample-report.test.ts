import { describe, expect, it, vi } from 'vitest';
import { loadSampleReport, sampleDataPath } from './load-sample-report';
import { makeReport } from './test/sample-report';

describe('loadSampleReport', () => {
  it('reads samples/reports/<route>.json and validates it as a viewer report', async () => {
    const report = makeReport();
    const result = await loadSampleReport('pyladies', {
      './samples/reports/pyladies.json': () => Promise.resolve(report),
    });
    expect(result).toEqual({ status: 'ready', report });
    expect(sampleDataPath('10kapp')).toBe('./samples/reports/10kapp.json');
  });

  it('is missing when the route has no data file', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadSampleReport('zevoy', {})).toEqual({ status: 'missing' });
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('./samples/reports/zevoy.json'),
    );
  });

  it('is broken when the data is not a valid report, and logs why', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const invalid = { ...makeReport(), siteName: '' };
    const result = await loadSampleReport('cegid', {
      './samples/reports/cegid.json': () => Promise.resolve(invalid),
    });
    expect(result).toEqual({ status: 'broken' });
    expect(consoleError).toHaveBeenCalledWith(
      'The sample report for /cegid is not a valid report',
      expect.arrayContaining([expect.objectContaining({ path: ['siteName'] })]),
    );
  });

  it('is broken when its chunk cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await loadSampleReport('midoc', {
      './samples/reports/midoc.json': () => Promise.reject(new Error('network')),
    });
    expect(result).toEqual({ status: 'broken' });
  });
});
