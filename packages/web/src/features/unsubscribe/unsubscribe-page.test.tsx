import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { TEST_CONFIG } from '../../test/network-stub';

function stubUnsubscribe(answer: () => Response | 'network-error') {
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), location.origin);
      if (url.pathname === '/api/config') return Response.json(TEST_CONFIG);
      if (url.pathname.startsWith('/api/unsubscribe/') && init?.method === 'POST') {
        posts.push(url.pathname);
        const response = answer();
        if (response === 'network-error') throw new TypeError('Failed to fetch');
        return response;
      }
      return Response.json({}, { status: 404 });
    }),
  );
  return posts;
}

describe('UnsubscribePage (/unsubscribe/:token)', () => {
  it('explains, and removes the address with one button', async () => {
    const posts = stubUnsubscribe(() => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderApp('/unsubscribe/unsub-tok');
    expect(
      await screen.findByRole('heading', { name: 'Stop emails from HEROSCOPE' }),
    ).toBeInTheDocument();
    expect(posts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove my address' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Your address has been removed from our records.',
      }),
    ).toBeInTheDocument();
    expect(posts).toEqual(['/api/unsubscribe/unsub-tok']);
    expect(document.title).toBe('Unsubscribe · HEROSCOPE');
  });

  it('says clearly when the link is unknown', async () => {
    stubUnsubscribe(() => Response.json({ message: 'unknown' }, { status: 404 }));
    const user = userEvent.setup();
    renderApp('/unsubscribe/nope');
    await user.click(await screen.findByRole('button', { name: 'Remove my address' }));
    expect(
      await screen.findByRole('heading', { name: 'This unsubscribe link is not valid' }),
    ).toBeInTheDocument();
  });

  it('keeps the button after a network error, with the reason', async () => {
    stubUnsubscribe(() => 'network-error');
    const user = userEvent.setup();
    renderApp('/unsubscribe/unsub-tok');
    await user.click(await screen.findByRole('button', { name: 'Remove my address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be reached');
    expect(screen.getByRole('button', { name: 'Remove my address' })).toBeEnabled();
  });
});
