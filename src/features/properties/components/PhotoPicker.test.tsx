import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoPicker } from './PhotoPicker';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

/** jsdom's Blob has no arrayBuffer(); its FileReader reads it. */
const firstBytes = (file: Blob) =>
  new Promise<Uint8Array>((done) => {
    const reader = new FileReader();
    reader.onload = () => done(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(file.slice(0, 4));
  });

/**
 * jsdom decodes no image: the browser's createImageBitmap is stood in for by one that, like a real
 * decoder, accepts a PNG's signature and rejects anything else.
 */
beforeEach(() => {
  vi.stubGlobal('createImageBitmap', async (file: Blob) => {
    const head = await firstBytes(file);
    if (PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return { close: () => undefined };
    throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
  });
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness() {
  const [photos, setPhotos] = useState<File[]>([]);
  return <PhotoPicker photos={photos} onChange={setPhotos} error={null} />;
}

describe('PhotoPicker (issue 29: a text file named .png)', () => {
  it('refuses a file that does not decode as a picture, with a message, and keeps the real photo', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Harness />
      </I18nProvider>,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const fake = new File(['just some text, not a photo at all'], 'notes.png', { type: 'image/png' });
    const real = new File([new Uint8Array([...PNG_SIGNATURE, 0x0d, 0x0a])], 'villa.png', {
      type: 'image/png',
    });
    await userEvent.upload(input, [fake, real]);

    const alert = await screen.findByText(/not a photo we can read/);
    expect(alert.textContent).toBe(
      'notes.png: not a photo we can read. Only photos can be added: JPEG, PNG, WebP, AVIF or HEIC.',
    );
    const thumbnails = screen.getAllByRole('img');
    expect(thumbnails.map((img) => img.getAttribute('alt'))).toEqual(['villa.png (1 of 1)']);
  });
});
