import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RuntimeConfigProvider } from '../../lib/runtime-config-context';
import { stubLayoutApis } from '../report-viewer/test/render-viewer';
import { ReviewPage } from './review-page';
import { fakeReviewApi } from './test/fake-review-api';
import { makeDetail, makeEdit, makeQueueItem } from './test/review-fixtures';

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    // jsdom computes no layout or colours: contrast is checked in the browser, not here.
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
}

function renderConsole(signedIn: boolean) {
  const detail = makeDetail({ trail: [makeEdit()] });
  detail.draft!.opportunities[1]!.deleted = {
    reason: 'The label is clear',
    by: 'ada@heroscope.example',
    at: '2031-03-04T10:00:00.000Z',
  };
  fakeReviewApi({
    signedIn,
    queue: [
      makeQueueItem(),
      makeQueueItem({ id: 8, status: 'failed', overdue: true, failureReason: 'Timeout' }),
    ],
    detail,
  });
  stubLayoutApis();
  render(
    <RuntimeConfigProvider>
      <MemoryRouter initialEntries={['/review']}>
        <ReviewPage />
      </MemoryRouter>
    </RuntimeConfigProvider>,
  );
  return userEvent.setup();
}

describe('Reviewer console accessibility (axe-core)', () => {
  it('has no serious or critical violations on the sign-in form', async () => {
    renderConsole(false);
    await screen.findByRole('heading', { name: 'Sign in to review' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('has none on the queue', async () => {
    renderConsole(true);
    await screen.findAllByRole('button', { name: 'fernwick.example' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('has none in the draft editor with a card open, a deletion, the trail and a new opportunity', async () => {
    const user = renderConsole(true);
    await user.click((await screen.findAllByRole('button', { name: 'fernwick.example' }))[0]!);
    await user.click(await screen.findByRole('button', { name: 'Hero headline' }));
    const card = screen.getByRole('button', { name: 'Hero headline' }).closest('li')!;
    await user.click(within(card).getByRole('button', { name: /Delete as a false positive/ }));
    await user.click(screen.getByRole('button', { name: 'Add an opportunity' }));
    await user.click(screen.getByRole('button', { name: /Place the marker/ }));
    await user.click(screen.getByRole('button', { name: 'Approve and send…' }));
    expect(await seriousViolations()).toEqual([]);
  });
});
