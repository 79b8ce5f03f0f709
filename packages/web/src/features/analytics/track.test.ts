import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../../test/network-stub';

/** A fresh copy of the module per test: track() keeps its queue at module level, per page load. */
async function freshTrack() {
  vi.resetModules();
  return import('./track');
}

describe('track', () => {
  let beacons: string[];

  beforeEach(() => {
    beacons = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: vi.fn((_url: string, body: string) => {
        beacons.push(body);
        return true;
      }),
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    Reflect.deleteProperty(navigator, 'globalPrivacyControl');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  const leavePage = () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  };

  it('queues events until the collector is loaded, then sends them with sendBeacon', async () => {
    const { startAnalytics, track } = await freshTrack();
    track('landing_viewed');
    track('email_rejected', { rule: 'disposable' });
    startAnalytics(async () => TEST_CONFIG);
    await vi.waitFor(() => {
      track('analyse_pressed');
      leavePage();
      expect(beacons.length).toBeGreaterThan(0);
    });
    const events = beacons.flatMap((b) => (JSON.parse(b) as { events: { name: string }[] }).events);
    expect(events.slice(0, 2)).toEqual([
      { name: 'landing_viewed' },
      { name: 'email_rejected', props: { rule: 'disposable' } },
    ]);
    expect(navigator.sendBeacon).toHaveBeenCalledWith('/api/analytics', expect.any(String));
  });

  it('sends nothing at all under Global Privacy Control', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { startAnalytics, track } = await freshTrack();
    track('landing_viewed');
    startAnalytics(async () => TEST_CONFIG);
    await new Promise((resolve) => setTimeout(resolve, 50));
    track('request_submitted');
    leavePage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(beacons).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('analyticsPath', () => {
  it('never records the secret token of a private report or an unsubscribe link', async () => {
    const { analyticsPath } = await freshTrack();
    expect(analyticsPath('/report/Zq3x9-secret')).toBe('/report/token');
    expect(analyticsPath('/unsubscribe/Zq3x9-secret/')).toBe('/unsubscribe/token/');
    expect(analyticsPath('/pyladies')).toBe('/pyladies');
    expect(analyticsPath('/reports-archive')).toBe('/reports-archive');
  });
});
