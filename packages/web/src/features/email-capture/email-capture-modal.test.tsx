import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { DISPOSABLE_EMAIL_MESSAGE, invalidEmailMessage } from '@heroscope/schema';
import { describe, expect, it, vi } from 'vitest';
import { postgrestError, stubNetwork, TEST_CONFIG } from '../../test/network-stub';
import { renderApp } from '../../test/render-app';

const TITLE = 'Get the analysis in your inbox';

/** Goes through the landing like a visitor: enters an address and presses Analyse. */
async function openModal(user: UserEvent) {
  renderApp();
  await user.type(screen.getByRole('textbox', { name: 'Website address' }), 'example.com');
  const analyse = screen.getByRole('button', { name: 'Analyse' });
  await user.click(analyse);
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  // The support address arrives with the runtime configuration.
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'placeholder',
      TEST_CONFIG.supportEmail,
    ),
  );
  return { dialog, analyse };
}

const emailInput = () => screen.getByRole('textbox', { name: 'Email' });
const submitButton = () => screen.getByRole('button', { name: /Send me the analysis|Sending/ });
const errorLine = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>('[role="alert"]') ?? undefined;

describe('email-capture modal', () => {
  it('is an accessible dialog named by its title, with the note and the booking link', async () => {
    stubNetwork();
    const user = userEvent.setup();
    const { dialog } = await openModal(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('3-5 business days');
    expect(emailInput()).toBeRequired();
    expect(emailInput()).toHaveFocus();
    const call = screen.getByRole('link', { name: 'Schedule a call with the founder' });
    expect(call).toHaveAttribute('href', TEST_CONFIG.bookingUrl);
    expect(call).toHaveAttribute('target', '_blank');
    expect(call).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('rejects a badly formed address with the example message', async () => {
    const rpc = stubNetwork();
    const user = userEvent.setup();
    const { dialog } = await openModal(user);
    await user.type(emailInput(), 'not-an-email');
    await user.click(submitButton());
    expect(errorLine(dialog)).toHaveTextContent(invalidEmailMessage(TEST_CONFIG.supportEmail));
    expect(
      screen.getByText(`Please enter a valid email address (e.g., ${TEST_CONFIG.supportEmail})`),
    ).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(rpc).toHaveLength(0);
  });

  it('rejects a disposable address', async () => {
    const rpc = stubNetwork();
    const user = userEvent.setup();
    const { dialog } = await openModal(user);
    await user.type(emailInput(), 'someone@yopmail.com');
    await user.click(submitButton());
    expect(errorLine(dialog)).toHaveTextContent(DISPOSABLE_EMAIL_MESSAGE);
    expect(rpc).toHaveLength(0);
  });

  it('shows the contact message when the backend answers with an error', async () => {
    stubNetwork({ rpc: () => postgrestError(400) });
    const user = userEvent.setup();
    const { dialog } = await openModal(user);
    await user.type(emailInput(), 'ada@company.com');
    await user.click(submitButton());
    await waitFor(() =>
      expect(errorLine(dialog)).toHaveTextContent(
        `Something went wrong. Please try again or contact ${TEST_CONFIG.supportEmail}`,
      ),
    );
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('shows the contact message when the network fails (PostgREST reports it as an error)', async () => {
    stubNetwork({ rpc: () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup();
    const { dialog } = await openModal(user);
    await user.type(emailInput(), 'ada@company.com');
    await user.click(submitButton());
    await waitFor(() =>
      expect(errorLine(dialog)).toHaveTextContent(
        `Something went wrong. Please try again or contact ${TEST_CONFIG.supportEmail}`,
      ),
    );
  });

  it('shows the unexpected-error message and logs it when the submission throws', async () => {
    // Without a configuration there is nowhere to send the email: the submission throws.
    stubNetwork({ config: 503 });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Website address' }), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.type(emailInput(), 'ada@company.com');
    await user.click(submitButton());
    await waitFor(() =>
      expect(errorLine(dialog)).toHaveTextContent(
        'An unexpected error occurred. Please try again.',
      ),
    );
    expect(consoleError).toHaveBeenCalledWith(
      'Submitting the email failed unexpectedly',
      expect.any(Error),
    );
  });

  it('clears the error line at each submit and disables the button while sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    const rpc = stubNetwork({ rpc: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    const { dialog } = await openModal(user);
    await user.type(emailInput(), 'bad');
    await user.click(submitButton());
    expect(errorLine(dialog)).not.toBeEmptyDOMElement();

    await user.clear(emailInput());
    await user.type(emailInput(), 'ada@company.com');
    await user.click(submitButton());
    await waitFor(() => expect(rpc).toHaveLength(1));
    expect(errorLine(dialog)).toBeEmptyDOMElement();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Sending');

    answer(postgrestError(500));
    await waitFor(() => expect(errorLine(dialog)).toHaveTextContent('Something went wrong'));
    expect(submitButton()).toBeEnabled();
  });

  it('sends url and new_email through PostgREST, closes and shows the success toast', async () => {
    const rpc = stubNetwork();
    const user = userEvent.setup();
    await openModal(user);
    await user.type(emailInput(), '  ada@company.com ');
    await user.click(submitButton());

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const toast = screen.getByText("Thank you! We'll get back to you soon.").closest('.toast');
    expect(toast).toHaveAttribute('role', 'status');
    expect(toast).toHaveAttribute('data-toast-type', 'success');
    expect(rpc).toHaveLength(1);
    const [request] = rpc;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${location.origin}/rest/v1/rpc/append_email`);
    expect(request?.headers).toMatchObject({
      apikey: TEST_CONFIG.anonKey,
      authorization: `Bearer ${TEST_CONFIG.anonKey}`,
    });
    expect(request?.body).toEqual({ url: 'https://example.com', new_email: 'ada@company.com' });
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    stubNetwork();
    const user = userEvent.setup();
    const { dialog } = await openModal(user);
    await user.click(dialog);
    await user.click(screen.getByText(/verifies every analysis/));
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and with the close button, returning focus to the opener', async () => {
    stubNetwork();
    const user = userEvent.setup();
    const { analyse } = await openModal(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(analyse).toHaveFocus();

    await user.click(analyse);
    await screen.findByRole('dialog', { name: TITLE });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(analyse).toHaveFocus();
  });

  it('traps Tab inside the dialog in both directions', async () => {
    stubNetwork();
    const user = userEvent.setup();
    const { dialog } = await openModal(user);
    const close = screen.getByRole('button', { name: 'Close' });
    const link = screen.getByRole('link', { name: 'Schedule a call with the founder' });
    expect(emailInput()).toHaveFocus();
    await user.tab();
    expect(submitButton()).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(link).toHaveFocus();
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
