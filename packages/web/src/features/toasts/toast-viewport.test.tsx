import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../../lib/timing';
import { ToastProvider, useToast, type ToastType } from './toast-context';
import { ToastViewport } from './toast-viewport';

function Trigger({ type, message }: { type: ToastType; message: string }) {
  const toast = useToast();
  return <button onClick={() => toast.show(type, message)}>show {type}</button>;
}

function renderToasts() {
  return render(
    <ToastProvider>
      <Trigger type="info" message="Heads up" />
      <Trigger type="success" message="All good" />
      <Trigger type="error" message="That failed" />
      <ToastViewport />
    </ToastProvider>,
  );
}

describe('toasts', () => {
  it('keeps the 5 s duration of SPEC §9', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('dismisses itself after 5 seconds, not before', () => {
    vi.useFakeTimers();
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'show success' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('All good')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('All good')).not.toBeInTheDocument();
  });

  it('times each toast on its own', () => {
    vi.useFakeTimers();
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'show info' }));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'show error' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
    expect(screen.getByText('That failed')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('That failed')).not.toBeInTheDocument();
  });

  it('closes with its close button', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'show info' }));
    fireEvent.click(screen.getByRole('button', { name: 'show error' }));
    const error = screen.getByRole('alert');
    fireEvent.click(
      error.querySelector('button[aria-label="Close notification"]') as HTMLButtonElement,
    );
    expect(screen.queryByText('That failed')).not.toBeInTheDocument();
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close notification' })).toHaveLength(1);
  });

  it('announces errors as alerts and the others as status, styled by type', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'show info' }));
    fireEvent.click(screen.getByRole('button', { name: 'show success' }));
    fireEvent.click(screen.getByRole('button', { name: 'show error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('That failed');
    expect(screen.getByRole('alert')).toHaveClass('toast--error');
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((toast) => toast.textContent)).toEqual(['Heads up', 'All good']);
    expect(statuses[0]).toHaveClass('toast--info');
    expect(statuses[1]).toHaveClass('toast--success');
  });
});
