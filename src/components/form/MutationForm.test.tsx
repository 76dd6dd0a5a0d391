import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, normalizeError } from '../../lib/api-error';
import { TextField } from '../ui/TextField';
import { toastQueue } from '../ui/toast-queue';
import { MutationForm, SubmitButton } from './MutationForm';

/** A refusal as the server sends it: the envelope with field messages, or a form-level message. */
const refusal = (status: number, errors: { field?: string; message: string }[], message = 'Refused.') =>
  new ApiError({
    meta: { code: status, errors, error_code: 'VALIDATION_FAILED' },
    data: { is_success: false, message },
    pagination: null,
  });

function NameForm({ send, onSuccess }: { send: (name: string) => Promise<string>; onSuccess?: () => void }) {
  const mutation = useMutation({ mutationFn: send });
  const [name, setName] = useState('');
  return (
    <MutationForm mutation={mutation} variables={() => name.trim()} onSuccess={onSuccess}>
      <TextField name="name" label="Name" value={name} onChange={setName} />
      <SubmitButton>Save</SubmitButton>
    </MutationForm>
  );
}

function renderForm(send: (name: string) => Promise<string>, onSuccess?: () => void) {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <NameForm send={send} onSuccess={onSuccess} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '  Noura ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('MutationForm', () => {
  beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  afterEach(() => {
    cleanup();
    for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  });

  it('sends what the form holds and reports success', async () => {
    const send = vi.fn(async (name: string) => name);
    const onSuccess = vi.fn();
    renderForm(send, onSuccess);
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(send.mock.calls[0]?.[0]).toBe('Noura');
  });

  it('puts the server’s field message on its field, and drops it once the field is edited', async () => {
    renderForm(async () =>
      Promise.reject(refusal(422, [{ field: 'name', message: 'Enter your full name.' }])),
    );
    const field = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter your full name.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.input(field, { target: { value: 'Noura Al-Harbi' } });
    await waitFor(() => expect(screen.queryByText('Enter your full name.')).toBeNull());
  });

  it('shows a refusal that names no field above the form, not as a toast', async () => {
    renderForm(async () =>
      Promise.reject(refusal(409, [{ message: 'Taken.' }], 'These nights were just taken.')),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('These nights were just taken.');
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });

  it('raises a toast, not a form message, when the failure is not the visitor’s (offline)', async () => {
    renderForm(async () => Promise.reject(new ApiError(normalizeError(new TypeError('Failed to fetch')))));
    await waitFor(() => expect(toastQueue.visibleToasts).toHaveLength(1));
    expect(toastQueue.visibleToasts[0]?.content.title).toMatch(/offline/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows progress on the submit button while the request runs', async () => {
    let finish: (value: string) => void = () => {};
    renderForm(() => new Promise<string>((resolve) => (finish = resolve)));
    const button = screen.getByRole('button', { name: /Save/ });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    finish('done');
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
  });
});
