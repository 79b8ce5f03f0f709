import { screen } from '@testing-library/react';
import { EMBEDDED_PAGES } from '@heroscope/schema';
import { describe, expect, it } from 'vitest';
import { stubNetwork } from '../../test/network-stub';
import { renderApp } from '../../test/render-app';

describe.each(EMBEDDED_PAGES)('the embedded page $route', (page) => {
  it(`shows ${page.src} in a sandboxed iframe, titled, with no app frame`, () => {
    stubNetwork();
    renderApp(page.route);
    const frame = screen.getByTitle(`${page.name} (sample page)`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', page.src);
    const sandbox = (frame.getAttribute('sandbox') ?? '').split(' ');
    // Scripts plus same-origin would let the page lift its own sandbox: static pages get neither
    // scripts nor forms, and keep the origin to load their own files.
    expect(sandbox).not.toContain('allow-scripts');
    expect(sandbox).toContain('allow-same-origin');
    expect(sandbox).not.toContain('allow-forms');
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(document.title).toBe(`${page.name} (sample page) · HEROSCOPE`);
  });
});
