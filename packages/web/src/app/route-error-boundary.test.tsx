import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function BrokenPage(): never {
  throw new Error('render failed');
}

const renderAt = (resetKey: string, page: ReactNode) => (
  <MemoryRouter>
    <RouteErrorBoundary resetKey={resetKey}>
      <Suspense fallback={null}>{page}</Suspense>
    </RouteErrorBoundary>
  </MemoryRouter>
);

describe('RouteErrorBoundary', () => {
  it('shows the application-error page when a route throws while rendering', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(renderAt('/broken', <BrokenPage />));
    expect(
      screen.getByRole('heading', { name: 'Something went wrong on this page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(consoleError).toHaveBeenCalled();
    expect(document.title).toBe('Something went wrong · HEROSCOPE');
  });

  it('shows the application-error page when a lazy route cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const UnreachablePage = lazy(() => Promise.reject(new Error('Failed to fetch module')));
    render(renderAt('/unreachable', <UnreachablePage />));
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong on this page' }),
    ).toBeInTheDocument();
  });

  it('renders the new page again once the path changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(renderAt('/broken', <BrokenPage />));
    expect(screen.getByRole('heading', { name: /Something went wrong/ })).toBeInTheDocument();
    rerender(renderAt('/', <h1>Landing</h1>));
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Something went wrong/ })).toBeNull();
  });
});
