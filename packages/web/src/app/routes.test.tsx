import { screen, within } from '@testing-library/react';
import { APP_ROUTES } from '@heroscope/schema';
import { describe, expect, it, vi } from 'vitest';
import { APP_TITLE } from '../lib/use-document-title';
import { SAMPLE_SITES } from '../features/report-viewer/sample-sites';
import { stubNetwork, TEST_CONFIG } from '../test/network-stub';
import { renderApp } from '../test/render-app';

const topBar = () => screen.getByRole('banner');

describe('routes', () => {
  it('renders the landing at / inside the top bar and footer', async () => {
    stubNetwork();
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /conversion-friendly/ }),
    ).toBeInTheDocument();
    expect(within(topBar()).getByText('HEROSCOPE')).toBeInTheDocument();
    expect(within(topBar()).getByText('BETA')).toBeInTheDocument();
    expect(screen.getByText(/Verified by design professionals/)).toBeInTheDocument();
  });

  it('shows the support address to copy and the booking link once the configuration loads', async () => {
    stubNetwork();
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(
      await within(footer).findByRole('button', { name: `Copy ${TEST_CONFIG.supportEmail}` }),
    ).toBeInTheDocument();
    const booking = within(footer).getByRole('link', { name: 'Book a call with the founder' });
    expect(booking).toHaveAttribute('href', TEST_CONFIG.bookingUrl);
    expect(booking).toHaveAttribute('target', '_blank');
    expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('still renders the landing when the configuration cannot be loaded', async () => {
    stubNetwork({ config: 500 });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/');
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.getByRole('textbox', { name: 'Website address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyse' })).toBeInTheDocument();
  });

  it('shows the logos listed in public/brand/logos.json under the techniques heading', async () => {
    stubNetwork();
    renderApp('/');
    const heading = screen.getByRole('heading', {
      name: 'Our advice is based on the design techniques used by these companies',
    });
    const section = heading.closest('section') as HTMLElement;
    const logo = await within(section).findByRole('img', { name: 'Northwind' });
    expect(logo).toHaveAttribute('src', '/brand/logos/northwind.svg');
  });

  it('shows the features image with desktop and mobile variants', () => {
    stubNetwork();
    const { container } = renderApp('/');
    const picture = container.querySelector('picture');
    expect(picture?.querySelector('source')).toHaveAttribute(
      'srcset',
      '/images/features-mobile.svg',
    );
    expect(picture?.querySelector('img')).toHaveAttribute('src', '/images/features-desktop.svg');
  });

  it.each(SAMPLE_SITES.slice(0, 3))('loads the sample-report page at /%s', async (site) => {
    stubNetwork();
    // A route without generated sample data logs why before it shows the unavailable state.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(`/${site}`);
    // The report when its data is bundled, otherwise the unavailable state: both name the sample.
    expect(
      // The viewer's chunk and the sample's data are fetched on first use.
      await screen.findByRole('heading', { level: 1, name: /sample report/i }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(topBar()).getByText('HEROSCOPE')).toBeInTheDocument();
  });

  it('lists every sample path of SPEC §2, without route parameters', () => {
    expect(SAMPLE_SITES).toHaveLength(24);
    expect(SAMPLE_SITES).toContain('wordsbusiness');
    expect(SAMPLE_SITES).toContain('10kapp');
    expect(SAMPLE_SITES.every((site) => /^[a-z0-9]+$/.test(site))).toBe(true);
  });

  it('shows the application-error page, with the top bar, for an unknown path', async () => {
    stubNetwork();
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'This page does not exist' }),
    ).toBeInTheDocument();
    expect(within(topBar()).getByText('HEROSCOPE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('names the tab of the landing and of the not-found page', async () => {
    stubNetwork();
    const { unmount } = renderApp('/');
    expect(document.title).toBe(APP_TITLE);
    unmount();
    renderApp('/no-such-page');
    await screen.findByRole('heading', { name: 'This page does not exist' });
    expect(document.title).toBe('Page not found · HEROSCOPE');
  });

  // The server answers 200 for exactly these paths and 404 for the rest, so each must have a route.
  it.each(APP_ROUTES.map((route) => route.replace(/:[^/]+/g, 'x')))(
    'has a route for %s of the shared route list',
    async (path) => {
      stubNetwork();
      renderApp(path);
      // Lazy routes render after a tick; the not-found page would be there at once.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByRole('heading', { name: 'This page does not exist' })).toBeNull();
    },
  );
});
