// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/*
 * The per-locale web manifests in public/. Chromium refuses to offer installation unless the name,
 * a 192 and a 512 PNG icon (really those sizes), a standalone display and a start_url inside the scope
 * are all present, so each of those is checked against the real files.
 */

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

const Icon = z.object({
  src: z.string().startsWith('/'),
  sizes: z.string().regex(/^\d+x\d+$/),
  type: z.literal('image/png'),
  purpose: z.enum(['any', 'maskable']),
});
const Manifest = z.object({
  id: z.literal('/'),
  name: z.string().min(1),
  short_name: z.string().min(1).max(12),
  description: z.string().min(20),
  lang: z.string(),
  dir: z.enum(['ltr', 'rtl']),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  background_color: z.string().regex(/^#[0-9a-f]{6}$/i),
  theme_color: z.string().regex(/^#[0-9a-f]{6}$/i),
  categories: z.array(z.string()),
  icons: z.array(Icon).min(3),
});

const locales = [
  { file: 'manifest-en.webmanifest', lang: 'en', dir: 'ltr', startUrl: '/en' },
  { file: 'manifest-ar.webmanifest', lang: 'ar', dir: 'rtl', startUrl: '/ar' },
] as const;

const read = (file: string) => Manifest.parse(JSON.parse(readFileSync(publicDir + file, 'utf8')));

describe('web manifests', () => {
  describe.each(locales)('$file', ({ file, lang, dir, startUrl }) => {
    const manifest = read(file);

    it('declares its language and text direction', () => {
      expect(manifest.lang).toBe(lang);
      expect(manifest.dir).toBe(dir);
    });

    it('starts on the localised home page, inside the scope', () => {
      const origin = 'https://sakan.example';
      const start = new URL(manifest.start_url, origin);
      const scope = new URL(manifest.scope, origin);
      expect(manifest.start_url).toBe(startUrl);
      expect(start.origin).toBe(scope.origin);
      expect(start.pathname.startsWith(scope.pathname)).toBe(true);
    });

    it('lists icons that exist at exactly their declared size', async () => {
      for (const icon of manifest.icons) {
        const path = publicDir + icon.src.slice(1);
        expect(existsSync(path), icon.src).toBe(true);
        const { width, height, format } = await sharp(path).metadata();
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
        expect(format, icon.src).toBe('png');
      }
    });

    it('has the 192 and 512 "any" icons installation needs, and a maskable one', () => {
      const sizes = (purpose: string) =>
        manifest.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);
      expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
      expect(sizes('maskable')).toContain('512x512');
    });

    it('lists the store categories', () => {
      expect(manifest.categories).toEqual(['travel', 'lifestyle', 'finance']);
    });
  });

  it('writes the Arabic names in Arabic script', () => {
    const ar = read('manifest-ar.webmanifest');
    for (const text of [ar.name, ar.short_name, ar.description]) expect(text).toMatch(/\p{Script=Arabic}/u);
  });

  it('keeps identity, colours and icons the same in every language, so installs are one app', () => {
    const [en, ar] = locales.map(({ file }) => read(file));
    const shared = (m: z.infer<typeof Manifest>) => [
      m.id,
      m.scope,
      m.theme_color,
      m.background_color,
      m.icons,
    ];
    expect(shared(ar!)).toEqual(shared(en!));
  });
});
