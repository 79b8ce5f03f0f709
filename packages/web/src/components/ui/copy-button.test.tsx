import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COPIED_FEEDBACK_MS } from '../../lib/timing';
import { CopyButton } from './copy-button';

describe('copy button', () => {
  it('keeps the 2 s copied feedback of SPEC §9', () => {
    expect(COPIED_FEEDBACK_MS).toBe(2000);
  });

  it('copies its text and shows the copied state for 2 seconds', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { clipboard: { writeText } }),
    );
    vi.useFakeTimers();
    render(<CopyButton text="help@heroscope.test" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy help@heroscope.test' }));
    });

    expect(writeText).toHaveBeenCalledWith('help@heroscope.test');
    expect(screen.getByRole('button', { name: 'help@heroscope.test copied' })).toHaveTextContent(
      'Copied',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Copied to the clipboard');

    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS - 1));
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy help@heroscope.test' })).not.toHaveTextContent(
      'Copied',
    );
  });

  it('only logs a copy failure: no copied state, no notification', async () => {
    const user = userEvent.setup();
    const failure = new Error('Clipboard blocked');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(failure);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<CopyButton text="help@heroscope.test" />);
    await user.click(screen.getByRole('button', { name: 'Copy help@heroscope.test' }));

    expect(consoleError).toHaveBeenCalledWith('Could not copy to the clipboard', failure);
    expect(screen.getByRole('button')).not.toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
