import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PhoneField } from './form-fields';

function PhoneForm() {
  const [phone, setPhone] = useState('');
  return (
    <I18nProvider i18n={i18n}>
      <Form validationBehavior="aria">
        <PhoneField value={phone} onChange={setPhone} />
      </Form>
    </I18nProvider>
  );
}

describe('PhoneField', () => {
  beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  afterEach(cleanup);

  it('shows the default country’s code and takes a Saudi number as people dial it', async () => {
    render(<PhoneForm />);
    const field = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(screen.getByText(/Saudi numbers \(\u2066\+966\u2069\) as you dial them/)).toBeTruthy();
    // The check loads with the field: a bad number is refused once it is there.
    fireEvent.change(field, { target: { value: '050123' } });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    for (const phone of ['0501234567', '٠٥٠١٢٣٤٥٦٧', '+971 50 123 4567']) {
      fireEvent.change(field, { target: { value: phone } });
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBeNull());
    }
  });
});
