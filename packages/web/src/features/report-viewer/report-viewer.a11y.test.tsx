import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderViewer } from './test/render-viewer';
import { makeReport } from './test/sample-report';

/** Serious and critical axe-core violations in the document, as "rule: first target" lines. */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    // jsdom computes no layout or colours: contrast is checked in the browser, not here.
    rules: { 'color-contrast': { enabled: false } },
  });
  // Guards against a run that checked nothing (axe finds no rules to apply in a broken DOM).
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
}

describe('ReportViewer accessibility (axe-core)', () => {
  it('has no serious or critical violations with a card expanded and the drawer open', async () => {
    const { user } = renderViewer(makeReport());
    await user.click(screen.getByRole('button', { name: 'Hero headline' }));
    await user.click(
      within(screen.getByRole('button', { name: 'Primary button' }).closest('li')!).getByRole(
        'button',
        { name: 'Add to action list' },
      ),
    );
    await user.click(screen.getByRole('button', { name: /^Action list/ }));
    expect(await seriousViolations()).toEqual([]);
  });

  it('has none in the brand intelligence dialog', async () => {
    const { user } = renderViewer(makeReport());
    await user.click(screen.getByRole('button', { name: 'Brand intelligence' }));
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Insights' }));
    expect(await seriousViolations()).toEqual([]);
  });

  it('has none on the v2 placeholder', async () => {
    const { user } = renderViewer(makeReport({ iteration: false }));
    await user.click(screen.getByRole('tab', { name: 'v2' }));
    expect(await seriousViolations()).toEqual([]);
  });
});
