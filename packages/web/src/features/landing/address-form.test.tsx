import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_ADDRESS_MESSAGE } from '@heroscope/schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubNetwork } from '../../test/network-stub';
import { renderApp } from '../../test/render-app';

const addressInput = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: 'Website address' });

describe('address box', () => {
  beforeEach(() => {
    stubNetwork();
  });

  it('strips a leading https:// as the user types it', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.type(addressInput(), 'https://example.com');
    expect(addressInput()).toHaveValue('example.com');
  });

  it('strips a leading scheme whatever its case', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.type(addressInput(), 'HTTP://x.io');
    expect(addressInput()).toHaveValue('x.io');
  });

  it('inserts pasted text without its scheme at the cursor, caret after it', async () => {
    const user = userEvent.setup();
    renderApp();
    const input = addressInput();
    await user.type(input, 'www..com');
    input.setSelectionRange(4, 4);
    await user.paste('https://a');
    expect(input).toHaveValue('www.a.com');
    expect(input.selectionStart).toBe(5);
    expect(input.selectionEnd).toBe(5);
  });

  it('pastes over the selection', async () => {
    const user = userEvent.setup();
    renderApp();
    const input = addressInput();
    await user.type(input, 'old.example.com');
    input.setSelectionRange(0, 3);
    await user.paste('HTTPS://new');
    expect(input).toHaveValue('new.example.com');
    expect(input.selectionStart).toBe(3);
  });

  it('pastes a full address into the middle of existing text', async () => {
    const user = userEvent.setup();
    renderApp();
    const input = addressInput();
    await user.type(input, 'xy');
    input.setSelectionRange(1, 1);
    await user.paste('https://a.com');
    expect(input).toHaveValue('xa.comy');
    expect(input.selectionStart).toBe(6);
  });

  it('shows the cat toast and puts focus back in the field for an invalid address', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.type(addressInput(), 'not a website');
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_ADDRESS_MESSAGE);
    expect(addressInput()).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('treats an empty field as invalid', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_ADDRESS_MESSAGE);
    expect(addressInput()).toHaveFocus();
  });

  it('clears a stale cat toast once the address is valid', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.type(addressInput(), 'nope{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_ADDRESS_MESSAGE);
    await user.type(addressInput(), '.com{Enter}');
    await screen.findByRole('dialog', { name: 'Get the analysis in your inbox' });
    expect(screen.queryByText(INVALID_ADDRESS_MESSAGE)).not.toBeInTheDocument();
  });

  it('opens the email modal holding the normalised address on Enter', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.type(addressInput(), 'Example.com/{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Get the analysis in your inbox' });
    expect(dialog).toHaveTextContent('https://example.com');
    expect(screen.queryByRole('alert', { name: /cat/ })).not.toBeInTheDocument();
  });

  it('opens the email modal with the Analyse button', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.type(addressInput(), 'http://shop.example.co.uk//');
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get the analysis in your inbox' });
    // The field stripped http://, so the normalised address gets https://.
    expect(dialog).toHaveTextContent('https://shop.example.co.uk to your inbox');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  });
});
