import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { linkManifest, relinkManifest } from './manifest-link';

const manifestLinks = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')];

afterEach(() => manifestLinks().forEach((link) => link.remove()));

describe('manifest link', () => {
  it('is not in the HTML, so the install check does not run while the page loads', () => {
    expect(indexHtml).toContain('<head>');
    expect(indexHtml).not.toMatch(/rel="?manifest/);
  });

  it("links the manifest in the page's language once, and points it at another language after", () => {
    linkManifest('ar');
    expect(manifestLinks().map((link) => link.getAttribute('href'))).toEqual(['/manifest-ar.webmanifest']);
    linkManifest('en');
    expect(manifestLinks().map((link) => link.getAttribute('href'))).toEqual(['/manifest-en.webmanifest']);
  });

  it('follows a language switch once linked, and links nothing before then', () => {
    relinkManifest('ar');
    expect(manifestLinks()).toEqual([]);
    linkManifest('en');
    relinkManifest('ar');
    expect(manifestLinks().map((link) => link.getAttribute('href'))).toEqual(['/manifest-ar.webmanifest']);
  });
});
