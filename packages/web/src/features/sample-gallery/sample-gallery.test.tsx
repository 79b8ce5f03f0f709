import type { SampleIndexEntry } from '@heroscope/schema';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FEATURED_ROUTES, GALLERY_SIZE, featuredSamples } from './featured-samples';
import { SampleGallery } from './sample-gallery';

const entry = (route: string, overrides: Partial<SampleIndexEntry> = {}): SampleIndexEntry => ({
  route,
  siteName: `Brand ${route}`,
  kind: `A ${route} site`,
  hasIteration: false,
  thumbnail: { src: `/samples/${route}-thumb.webp`, width: 480, height: 300 },
  scores: [
    { label: 'Standards', value: 0 },
    { label: 'Clarity', value: 62 },
    { label: 'Conversion', value: 47 },
    { label: 'Design', value: 71 },
  ],
  ...overrides,
});

describe('featuredSamples', () => {
  it('puts the featured routes first, then fills up to the gallery size in index order', () => {
    const index = ['a', 'b', ...FEATURED_ROUTES.slice(0, 2), 'c', 'd', 'e'].map((r) => entry(r));
    const routes = featuredSamples(index).map((e) => e.route);
    expect(routes).toHaveLength(GALLERY_SIZE);
    expect(routes.slice(0, 2)).toEqual(FEATURED_ROUTES.slice(0, 2));
    expect(routes.slice(2)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('SampleGallery', () => {
  it('links each sample to its report, with its thumbnail at its own size and scores (0 as NA)', async () => {
    const load = () => Promise.resolve([entry('liftoff', { hasIteration: true }), entry('test')]);
    render(
      <MemoryRouter>
        <SampleGallery load={load} />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: /Brand liftoff/ });
    expect(link).toHaveAttribute('href', '/liftoff');
    expect(within(link).getByText('v1 → v2')).toBeInTheDocument();
    expect(within(link).getByText('NA')).toBeInTheDocument();
    expect(within(link).getByText('62')).toBeInTheDocument();
    const img = link.querySelector('img');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: /Brand test/ })).toHaveAttribute('href', '/test');
  });

  it('stays hidden when no samples were generated', async () => {
    render(
      <MemoryRouter>
        <SampleGallery load={() => Promise.resolve([])} />
      </MemoryRouter>,
    );
    const heading = screen.getByText('See what you will get', { selector: 'h2' });
    await vi.waitFor(() => expect(heading.closest('section')).toHaveAttribute('hidden'));
  });
});
