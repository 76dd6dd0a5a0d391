import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it } from 'vitest';
import { PhotoStrip } from './PhotoStrip';

const photos = ['Sent by Noura, 1 of 2', 'Sent by Noura, 2 of 2'].map((alt, i) => ({ key: `mp-${i}`, alt }));

// jsdom has no CSS.escape, which react-aria's Modal uses to look for a CSP nonce.
globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;

/** A message's photos as the thread shows them: thumbnails, the full file only in the dialog. */
function show(lang: 'en' | 'ar') {
  i18n.loadAndActivate({ locale: lang, messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <AriaI18nProvider locale={lang === 'ar' ? 'ar-SA' : 'en-US'}>
        <PhotoStrip
          photos={photos}
          title="Photos sent by Noura"
          thumbnail={(photo) => <img src={`/${photo.key}-320.webp`} alt={photo.alt} />}
          full={(photo, className) => (
            <img src={`/${photo.key}-1024.webp`} alt={photo.alt} className={className} />
          )}
        />
      </AriaI18nProvider>
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe('PhotoStrip', () => {
  it('shows thumbnails as buttons named by their photo', () => {
    show('en');
    const thumb = screen.getByRole('button', { name: 'Sent by Noura, 2 of 2' });
    expect(thumb.getAttribute('aria-haspopup')).toBe('dialog');
    expect(thumb.querySelector('img')?.getAttribute('src')).toBe('/mp-1-320.webp');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the pressed photo full size in a named dialog, and Escape gives focus back', async () => {
    show('ar');
    const thumb = screen.getByRole('button', { name: 'Sent by Noura, 2 of 2' });
    thumb.focus();
    fireEvent.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: 'Photos sent by Noura' });
    const image = dialog.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/mp-1-1024.webp');
    expect(image?.getAttribute('alt')).toBe('Sent by Noura, 2 of 2');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(thumb));
  });
});
