import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Ltr } from './Ltr';
import { TextField } from './TextField';

describe('Ltr and left-to-right fields (issue 29: "966500000030+")', () => {
  it('isolates a phone number left to right inside right-to-left text', () => {
    const { container } = render(
      <p dir="rtl">
        الجوال <Ltr>+966500000030</Ltr>
      </p>,
    );
    const isolate = container.querySelector('bdi')!;
    expect(isolate.getAttribute('dir')).toBe('ltr');
    expect(isolate.textContent).toBe('+966500000030');
  });

  it('types phone numbers and e-mails left to right, and codes when asked', () => {
    render(
      <div dir="rtl">
        <TextField label="الجوال" type="tel" />
        <TextField label="البريد" type="email" />
        <TextField label="رمز الخصم" ltr />
        <TextField label="الاسم" />
      </div>,
    );
    expect(screen.getByRole('textbox', { name: 'الجوال' }).getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('textbox', { name: 'البريد' }).getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('textbox', { name: 'رمز الخصم' }).getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('textbox', { name: 'الاسم' }).getAttribute('dir')).toBeNull();
  });
});
