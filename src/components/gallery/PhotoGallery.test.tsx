import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PhotoGallery from './PhotoGallery';

const images = ['Living room', 'Kitchen', 'Bedroom', 'Terrace', 'Pool'].map((alt, i) => ({
  key: `units/loft/${i}`,
  alt,
}));

/** The real gallery, in the page's language and direction (react-aria's provider gives the direction). */
function open(lang: 'en' | 'ar', start = 0, shown = images) {
  const onClose = vi.fn();
  i18n.loadAndActivate({ locale: lang, messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <AriaI18nProvider locale={lang === 'ar' ? 'ar-SA' : 'en-US'}>
        <PhotoGallery
          title="Photos of Marina loft"
          images={shown}
          start={start}
          onClose={onClose}
          renderImage={(image, className) => (
            <img src={`/${image.key}.webp`} alt={image.alt} className={className} />
          )}
        />
      </AriaI18nProvider>
    </I18nProvider>,
  );
  return onClose;
}

const key = (name: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key: name });
/** What a screen reader hears on each turn: the position, then the photo's alt text. */
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent;
const photo = () => screen.getByRole('dialog').querySelector('img')?.getAttribute('alt');

// jsdom has no CSS.escape, which react-aria's Modal uses to look for a CSP nonce.
globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;

afterEach(cleanup);

describe('PhotoGallery', () => {
  it('opens at the photo pressed, in a dialog named after the unit', () => {
    open('en', 2);
    expect(screen.getByRole('dialog', { name: 'Photos of Marina loft' })).toBeTruthy();
    expect(announced()).toBe('Photo 3 of 5: Bedroom');
    expect(photo()).toBe('Bedroom');
  });

  it('moves with the arrow keys, Home and End, and announces each photo', () => {
    open('en');
    key('ArrowRight');
    expect(announced()).toBe('Photo 2 of 5: Kitchen');
    expect(photo()).toBe('Kitchen');
    key('End');
    expect(announced()).toBe('Photo 5 of 5: Pool');
    key('ArrowRight');
    expect(photo()).toBe('Pool');
    key('Home');
    expect(photo()).toBe('Living room');
  });

  it('turns the arrows around in Arabic: the left arrow shows the next photo', () => {
    open('ar');
    key('ArrowLeft');
    expect(photo()).toBe('Kitchen');
    key('ArrowRight');
    expect(photo()).toBe('Living room');
  });

  it('turns the previous button off at the first photo, and closes on Escape', () => {
    const onClose = open('en');
    expect(screen.getByRole('button', { name: 'Previous photo' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(photo()).toBe('Kitchen');
    key('Escape');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows one photo alone without arrows to turn', () => {
    open('en', 0, images.slice(0, 1));
    expect(photo()).toBe('Living room');
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous photo' })).toBeNull();
  });
});
