import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { encode, heightFor, PHOTO_FORMATS, PHOTO_WIDTHS, photoFileName } from '../../tools/photos/render';

/**
 * Owners' photos. The type is read from the bytes, never the file name: the magic numbers of JPEG,
 * PNG, WebP and the ISO-BMFF family (AVIF, HEIC) first, then sharp must decode it as one of those.
 * A renamed executable, a PDF or a truncated file fails one or the other.
 */
const ALLOWED = new Set(['jpeg', 'png', 'webp', 'heif', 'avif']);

export function looksLikeImage(bytes: Buffer): boolean {
  if (bytes.length < 12) return false;
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return true;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return true;
  return ascii(4, 8) === 'ftyp' && /^(avif|avis|heic|heix|mif1|msf1|hevc)$/.test(ascii(8, 12));
}

/** A decompression bomb (a tiny file claiming a huge canvas) is refused before it is decoded. */
const MAX_PIXELS = 50_000_000;

export async function isDecodableImage(bytes: Buffer): Promise<boolean> {
  if (!looksLikeImage(bytes)) return false;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    return ALLOWED.has(meta.format ?? '') && Boolean(meta.width && meta.height);
  } catch {
    return false;
  }
}

/**
 * Re-encodes one photo into the catalogue's variants (every width of PHOTO_WIDTHS, WebP and AVIF,
 * 16:10) under `dir` as `<name>-<width>.<format>`. Turned upright by its EXIF orientation first;
 * sharp writes no metadata unless asked, so location, camera and owner tags are gone. Files are
 * written under a temporary name and renamed, so a reader never sees half a file.
 */
export async function storeVariants(bytes: Buffer, dir: string, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
  const upright = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize(largest, heightFor(largest), { fit: 'cover', withoutEnlargement: false })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const base = sharp(upright.data, { raw: upright.info });
  for (const format of PHOTO_FORMATS)
    for (const width of PHOTO_WIDTHS) {
      const sized = width === largest ? base.clone() : base.clone().resize(width, heightFor(width));
      const file = photoFileName(name, width, format);
      const temp = join(dir, `.${file}.tmp`);
      writeFileSync(temp, await encode(sized, format));
      renameSync(temp, join(dir, file));
    }
}
