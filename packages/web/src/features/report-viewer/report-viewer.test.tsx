import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../../test/network-stub';
import { ACTION_PROMPT_INSTRUCTION } from './action-prompt';
import { LOW_CONFIDENCE_TOOLTIP } from './opportunity-card';
import { SCORE_TOOLTIP } from './score-panel';
import { renderViewer } from './test/render-viewer';
import { makeReport } from './test/sample-report';
import { DEFAULT_DOCS_URL } from './viewer-links';

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const sidebar = () => screen.getByRole('complementary');
const cardOf = (component: string) =>
  screen.getByRole('button', { name: component }).closest('li') as HTMLElement;
const cardTitles = () =>
  within(sidebar())
    .queryAllByRole('button', { expanded: false })
    .concat(within(sidebar()).queryAllByRole('button', { expanded: true }))
    .map((element) => element.textContent);
const drawerToggle = () => screen.getByRole('button', { name: /^Action list/ });

describe('ReportViewer: main area', () => {
  it('shows the website-name chip, the v1 and v2 tabs and the + button', () => {
    renderViewer(makeReport());
    expect(screen.getByText('Fernwick Notes')).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Report version' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual(['v1', 'v2']);
    expect(screen.getByRole('tab', { name: 'v1' })).toHaveAttribute('aria-selected', 'true');
    expect(button('Brand intelligence')).toBeInTheDocument();
  });

  it('shows the screenshot with its alt text and size, and a marker per listed Incomplete item', () => {
    renderViewer(makeReport());
    const image = screen.getByRole('img', { name: 'original page' });
    expect(image).toHaveAttribute('src', '/samples/fernwick-v1.webp');
    expect(image).toHaveAttribute('width', '1440');
    expect(image).toHaveAttribute('height', '3000');
    const markers = screen.getAllByRole('button', { name: /^Opportunity \d+:/ });
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual([
      'Opportunity 1: Hero headline',
      'Opportunity 2: Primary button',
      'Opportunity 4: Footer links',
    ]);
    // 1220 % is clamped onto the screenshot, the whole badge inside its right edge.
    const left = parseFloat(markers[2]!.style.left);
    expect(left).toBeGreaterThan(98);
    expect(left).toBeLessThan(100);
  });

  it("names the screenshot 'original page' on v1 even when the data says otherwise", () => {
    const report = makeReport();
    renderViewer({
      ...report,
      originalData: {
        ...report.originalData,
        websiteContent: { ...report.originalData.websiteContent, alt: 'screenshot' },
      },
    });
    expect(screen.getByRole('img', { name: 'original page' })).toBeInTheDocument();
  });

  it('says so when the screenshot cannot be loaded, and pins nothing on it', () => {
    renderViewer(makeReport());
    fireEvent.error(screen.getByRole('img', { name: 'original page' }));
    expect(screen.getByRole('img', { name: 'original page' })).toHaveTextContent(
      'The screenshot of this page could not be loaded.',
    );
    expect(screen.queryAllByRole('button', { name: /^Opportunity \d+:/ })).toHaveLength(0);
    expect(cardTitles()).toHaveLength(5);
  });

  it('invites a brainstorm with the founder through the configured booking link', async () => {
    renderViewer(makeReport());
    const link = await screen.findByRole('link', { name: 'Book a free call' });
    expect(link).toHaveAttribute('href', TEST_CONFIG.bookingUrl);
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('ReportViewer: markers and cards', () => {
  it('a marker click expands its card, presses the marker and scrolls the card to the centre', async () => {
    const { user, scrollIntoView } = renderViewer(makeReport());
    const marker = button('Opportunity 1: Hero headline');
    await user.click(marker);
    expect(marker).toHaveAttribute('aria-pressed', 'true');
    expect(button('Hero headline')).toHaveAttribute('aria-expanded', 'true');
    expect(within(cardOf('Hero headline')).getByText('Headline checklist')).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(cardOf('Hero headline'));

    await user.click(marker);
    expect(marker).toHaveAttribute('aria-pressed', 'false');
    expect(button('Hero headline')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one card expanded at a time; expanding selects its marker', async () => {
    const { user } = renderViewer(makeReport());
    await user.click(button('Hero headline'));
    expect(button('Opportunity 1: Hero headline')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Primary button'));
    expect(button('Hero headline')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Primary button')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Opportunity 1: Hero headline')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Opportunity 2: Primary button')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the card fields: metric, component, problem, action, reason, points and flags', async () => {
    const { user } = renderViewer(makeReport());
    const card = cardOf('Primary button');
    expect(within(card).getByText('Conversion')).toBeInTheDocument();
    expect(within(card).getByText('Improve CTA')).toBeInTheDocument();
    expect(within(card).getByText(/does not say what happens next/)).toBeInTheDocument();
    expect(within(card).getByText('−6 pts')).toBeInTheDocument();
    expect(within(card).getByText('Document')).toBeInTheDocument();
    expect(within(card).getByText('Person')).toBeInTheDocument();
    expect(within(card).queryByText(/lifts clicks/)).not.toBeInTheDocument();
    await user.click(button('Primary button'));
    expect(within(card).getByText(/lifts clicks/)).toBeInTheDocument();
  });

  it("explains 'Low confidence' in a tooltip on focus", async () => {
    const { user } = renderViewer(makeReport());
    const badge = within(cardOf('Primary button')).getByText('Low confidence');
    await user.click(screen.getByRole('img', { name: 'original page' }));
    act(() => badge.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LOW_CONFIDENCE_TOOLTIP);
  });

  it('lists well-implemented items under "What works", outside the count and the chips', () => {
    renderViewer(makeReport());
    const heading = screen.getByRole('heading', { name: 'Opportunities identified' });
    expect(heading.parentElement).toHaveTextContent('5');
    expect(screen.getByText('What works').closest('details')).toHaveTextContent('Colour palette');
    expect(screen.queryByRole('button', { name: 'Colour palette' })).not.toBeInTheDocument();
  });
});

describe('ReportViewer: filters', () => {
  it('a dial toggles its metric filter, dims the others, and clicking again clears it', async () => {
    const { user } = renderViewer(makeReport());
    expect(button('Standards NA')).toBeInTheDocument();
    const conversion = button('Conversion 47');
    await user.click(conversion);
    expect(conversion).toHaveAttribute('aria-pressed', 'true');
    expect(button('Clarity 62')).toHaveClass('score-dial--dimmed');
    expect(conversion).not.toHaveClass('score-dial--dimmed');
    expect(cardTitles()).toEqual(['Primary button', 'Customer testimonials']);
    await user.click(conversion);
    expect(conversion).toHaveAttribute('aria-pressed', 'false');
    expect(button('Clarity 62')).not.toHaveClass('score-dial--dimmed');
    expect(cardTitles()).toHaveLength(5);
  });

  it('groups other metric names under a dial: Technical Color filters with Standards', async () => {
    const { user } = renderViewer(makeReport());
    await user.click(button('Standards NA'));
    expect(cardTitles()).toEqual(['Footer links', 'Meta description']);
  });

  it('Incomplete and Missing chips show counts, toggle, and combine with the dial', async () => {
    const { user } = renderViewer(makeReport());
    const missing = button(/^Missing/);
    expect(missing).toHaveTextContent('2');
    expect(button(/^Incomplete/)).toHaveTextContent('3');
    await user.click(missing);
    expect(missing).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Customer testimonials', 'Meta description']);
    expect(screen.queryAllByRole('button', { name: /^Opportunity/ })).toHaveLength(0);
    await user.click(button('Conversion 47'));
    expect(cardTitles()).toEqual(['Customer testimonials']);
    await user.click(missing);
    expect(missing).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(['Primary button', 'Customer testimonials']);
  });
});

describe('ReportViewer: action list', () => {
  it('adding moves the card to the drawer; removing brings it back', async () => {
    const { user } = renderViewer(makeReport());
    await user.click(button('Hero headline'));
    await user.click(
      within(cardOf('Hero headline')).getByRole('button', { name: 'Add to action list' }),
    );
    expect(screen.queryByRole('button', { name: 'Hero headline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Opportunity 1:/ })).not.toBeInTheDocument();
    expect(drawerToggle()).toHaveTextContent('1');

    await user.click(drawerToggle());
    expect(drawerToggle()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById('action-list-panel') as HTMLElement;
    expect(within(panel).getByText('Hero headline')).toBeInTheDocument();
    expect(within(panel).getByText('Clarify value')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Remove from action list' }));
    expect(within(panel).getByText('No items added to the action list yet')).toBeInTheDocument();
    expect(button('Hero headline')).toHaveAttribute('aria-expanded', 'false');
    expect(cardTitles()[0]).toBe('Hero headline');
  });

  it("says the list is empty when opened empty, and offers 'copy prompt' only collapsed and non-empty", async () => {
    const { user } = renderViewer(makeReport());
    expect(screen.queryByRole('button', { name: 'copy prompt' })).not.toBeInTheDocument();
    await user.click(drawerToggle());
    expect(screen.getByText('No items added to the action list yet')).toBeVisible();
    await user.click(drawerToggle());
    await user.click(
      within(cardOf('Primary button')).getByRole('button', { name: 'Add to action list' }),
    );
    expect(button('copy prompt')).toBeInTheDocument();
    await user.click(drawerToggle());
    expect(screen.queryByRole('button', { name: 'copy prompt' })).not.toBeInTheDocument();
  });

  it("copies the instruction and each item, then shows 'copied!' for 2 seconds", async () => {
    const { user } = renderViewer(makeReport());
    await user.click(
      within(cardOf('Hero headline')).getByRole('button', { name: 'Add to action list' }),
    );
    await user.click(
      within(cardOf('Footer links')).getByRole('button', { name: 'Add to action list' }),
    );
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(button('copy prompt'));
    });
    expect(writeText).toHaveBeenCalledWith(
      `${ACTION_PROMPT_INSTRUCTION}\n\n` +
        "Action: Clarify value\nComponent: Hero headline\nProblem: The headline 'Think better' says nothing about notes or who they are for.\n\n" +
        'Action: Update colors\nComponent: Footer links\nProblem: Grey links on white fall below 4.5:1 contrast.',
    );
    expect(button('copied!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(button('copied!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(button('copy prompt')).toBeInTheDocument();
  });

  it('only logs a clipboard failure', async () => {
    const { user } = renderViewer(makeReport());
    await user.click(
      within(cardOf('Hero headline')).getByRole('button', { name: 'Add to action list' }),
    );
    const failure = new Error('denied');
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(failure) },
      configurable: true,
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(button('copy prompt'));
    expect(consoleError).toHaveBeenCalledWith('Could not copy to the clipboard', failure);
    expect(button('copy prompt')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ReportViewer: versions', () => {
  it('switching to v2 shows its data and resets question, cards, marker and action list', async () => {
    const { user } = renderViewer(makeReport());
    await user.click(button('Next question'));
    await user.click(
      within(cardOf('Primary button')).getByRole('button', { name: 'Add to action list' }),
    );
    await user.click(button('Hero headline'));

    await user.click(screen.getByRole('tab', { name: 'v2' }));
    expect(screen.getByRole('tab', { name: 'v2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('img', { name: 'iteration 1 page' })).toBeInTheDocument();
    // Each dial says what the iteration changed since v1 (Standards is NA in both: nothing said).
    expect(button('Clarity 74, +12 since v1')).toHaveTextContent('+12 since v1');
    expect(button('Conversion 71, +24 since v1')).toBeInTheDocument();
    expect(button('Standards NA')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Feature icons', 'Sub-headline']);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(
      screen
        .getAllByRole('button', { name: /^Opportunity/ })
        .every((m) => m.getAttribute('aria-pressed') === 'false'),
    ).toBe(true);
    expect(screen.getByText('1 of 1')).toBeInTheDocument();
    expect(drawerToggle()).toHaveTextContent('0');
  });

  it('shows the placeholder for v2 without data: NA scores, nothing listed, a call for more iterations', async () => {
    const { user } = renderViewer(makeReport({ iteration: false }));
    await user.click(screen.getByRole('tab', { name: 'v2' }));
    for (const label of ['Standards', 'Clarity', 'Conversion', 'Design']) {
      expect(button(`${label} NA`)).toBeInTheDocument();
    }
    expect(screen.queryByRole('img', { name: 'iteration 1 page' })).not.toBeInTheDocument();
    expect(screen.getByText('No opportunities for this version.')).toBeInTheDocument();
    expect(screen.getByText('No questions for this version.')).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Book a call for more iterations' }),
    ).toHaveAttribute('href', TEST_CONFIG.bookingUrl);
  });

  it('switches versions from the keyboard: arrows move, Enter selects', async () => {
    const { user } = renderViewer(makeReport());
    act(() => screen.getByRole('tab', { name: 'v1' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'v2' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'v1' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'v2' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('ReportViewer: score panel and questions', () => {
  it("links 'How is it calculated?' to the docs in a new tab, with its tooltip", async () => {
    const { user } = renderViewer(makeReport());
    const link = screen.getByRole('link', { name: 'How is it calculated?' });
    await waitFor(() => expect(link).toHaveAttribute('href', TEST_CONFIG.docsUrl));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await user.hover(link);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SCORE_TOOLTIP);
  });

  it('falls back to the methodology page without the runtime configuration', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderViewer(makeReport(), { config: 503 });
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'How is it calculated?' })).toHaveAttribute(
      'href',
      DEFAULT_DOCS_URL,
    );
    expect(screen.queryByRole('link', { name: 'Book a free call' })).not.toBeInTheDocument();
  });

  it('shows one question at a time with its options, n of total, and stops at both ends', async () => {
    const { user } = renderViewer(makeReport());
    expect(screen.getByText('Not yet submittable')).toBeInTheDocument();
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Who is the page mainly for?')).toBeInTheDocument();
    const options = within(screen.getByRole('list', { name: 'Suggested answers' })).getAllByRole(
      'listitem',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      'Students',
      'Researchers',
      'Teams',
      'Other',
    ]);
    expect(button('Previous question')).toBeDisabled();
    await user.click(button('Next question'));
    await user.click(button('Next question'));
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    expect(button('Next question')).toBeDisabled();
    // Focus moves to the button still usable, not lost with the disabled one.
    expect(button('Previous question')).toHaveFocus();
  });
});

describe('ReportViewer: brand intelligence', () => {
  it("'+' opens the labelled dialog on Raw data; tabs switch; reopening starts on Raw data", async () => {
    const { user } = renderViewer(makeReport());
    await user.click(button('Brand intelligence'));
    const dialog = screen.getByRole('dialog', { name: 'Brand intelligence' });
    expect(within(dialog).getByRole('tab', { name: 'Raw data' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByText('#1f3a5f')).toBeInTheDocument();
    expect(within(dialog).getByText('Primary')).toBeInTheDocument();
    expect(within(dialog).getByText('Notes that think with you')).toHaveStyle({
      fontSize: 'min(100px, 12vw)',
    });

    await user.click(within(dialog).getByRole('tab', { name: 'Insights' }));
    expect(within(dialog).getByRole('heading', { name: 'Key Benefits' })).toBeInTheDocument();
    expect(within(dialog).getByText('Find any idea in seconds.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Your goals' }));
    expect(within(dialog).getByText('Leave out a hero image')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit your goals' })).toBeDisabled();
    expect(within(dialog).getByText('Coming soon')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button('Brand intelligence')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      within(screen.getByRole('dialog')).getByRole('tab', { name: 'Raw data' }),
    ).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the built-in sample, said to be one, when the report has no brand data', async () => {
    const report = makeReport();
    delete report.originalData.brandIntelligence;
    const { user } = renderViewer({ ...report, originalData: { ...report.originalData } });
    await user.click(button('Brand intelligence'));
    const dialog = screen.getByRole('dialog', { name: 'Brand intelligence' });
    expect(
      within(dialog).getByText(/this is a sample of what the panel shows/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Insights' }));
    expect(within(dialog).getByText(/writes, edits and designs/)).toBeInTheDocument();
  });
});

describe('ReportViewer: keyboard only', () => {
  it('filters, opens a card from its marker, lists it, and takes it back without a pointer', async () => {
    const { user } = renderViewer(makeReport());
    act(() => button('Clarity 62').focus());
    await user.keyboard('{Enter}');
    expect(button('Clarity 62')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(button('Clarity 62')).toHaveAttribute('aria-pressed', 'false');

    act(() => button(/^Missing/).focus());
    await user.keyboard('{Enter}');
    expect(cardTitles()).toEqual(['Customer testimonials', 'Meta description']);
    await user.keyboard('{Enter}');

    // The screenshot region takes focus, and Tab goes on to its first marker.
    act(() => screen.getByRole('region', { name: 'Screenshot of the original page' }).focus());
    await user.tab();
    expect(button('Opportunity 1: Hero headline')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button('Hero headline')).toHaveAttribute('aria-expanded', 'true');

    act(() =>
      within(cardOf('Hero headline')).getByRole('button', { name: 'Add to action list' }).focus(),
    );
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Hero headline' })).not.toBeInTheDocument();
    // Focus is not lost with the card: it waits on the list heading.
    expect(screen.getByRole('heading', { name: 'Opportunities identified' })).toHaveFocus();

    act(() => drawerToggle().focus());
    await user.keyboard('{Enter}');
    expect(drawerToggle()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(button('Remove from action list')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button('Hero headline')).toBeInTheDocument();
    expect(drawerToggle()).toHaveFocus();

    act(() => button('Next question').focus());
    await user.keyboard('{Enter}');
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
  });
});
