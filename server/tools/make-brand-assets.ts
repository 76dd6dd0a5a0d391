/**
 * Generates the brand assets in public/ from SVG drawn in code (./brand), locally with sharp: the
 * logo, favicons, PWA icons and the error screen's cover. Outputs are committed; rerun after changing
 * a drawing:  npm run brand-assets  (add --preview=/tmp/dir to also write PNG previews of the covers).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { COVER_HEIGHT, COVER_WIDTH, errorCoverSvg } from './brand/error-cover';
import { fullBleedIconSvg, logoSvg, roundedIconSvg } from './brand/logo';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const publicDir = join(root, 'public');

function write(relativePath: string, data: string | Buffer): void {
  const path = join(publicDir, relativePath);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  console.log(`${relativePath.padEnd(32)} ${(data.length / 1024).toFixed(1)} KB`);
}

// density scales librsvg's rasterisation so edges stay crisp when an SVG is drawn at a larger size.
const png = (svg: string, size: number): Promise<Buffer> =>
  sharp(Buffer.from(svg), { density: 72 * Math.max(1, size / 512) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();

/** An .ico holding PNG images (supported by every browser since IE Vista-era), for /favicon.ico requests. */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

async function icons(): Promise<void> {
  write('icons/logo.svg', `${logoSvg()}\n`);
  write('favicon.svg', `${roundedIconSvg(64, 0.78)}\n`);
  write('icons/icon-192.png', await png(roundedIconSvg(192), 192));
  write('icons/icon-512.png', await png(roundedIconSvg(512), 512));
  write('icons/maskable-512.png', await png(fullBleedIconSvg(512), 512));
  // iOS crops its own rounded square and keeps little margin, so the mark can be a touch larger.
  write('icons/apple-touch-icon.png', await png(fullBleedIconSvg(180, 0.64), 180));
  const sizes = [16, 32, 48];
  write(
    'favicon.ico',
    ico(
      await Promise.all(
        sizes.map(async (size) => ({ size, data: await png(roundedIconSvg(size, 0.78), size) })),
      ),
    ),
  );
}

async function cover(previewDir: string | undefined): Promise<void> {
  const svg = Buffer.from(errorCoverSvg());
  // Quality chosen by eye: smooth sky gradients band below these, and each file stays well under 60 KB.
  const variants = [
    { suffix: '', width: COVER_WIDTH },
    { suffix: '-640', width: COVER_WIDTH / 2 },
  ];
  for (const { suffix, width } of variants) {
    const height = Math.round((width * COVER_HEIGHT) / COVER_WIDTH);
    const base = sharp(svg).resize(width, height);
    write(`images/error-cover${suffix}.avif`, await base.clone().avif({ quality: 62, effort: 9 }).toBuffer());
    write(
      `images/error-cover${suffix}.webp`,
      await base.clone().webp({ quality: 90, effort: 6, smartSubsample: true }).toBuffer(),
    );
    if (previewDir) {
      mkdirSync(previewDir, { recursive: true });
      await base
        .clone()
        .png()
        .toFile(join(previewDir, `error-cover${suffix}.png`));
    }
  }
}

const previewArg = process.argv.find((arg) => arg.startsWith('--preview='));
await icons();
await cover(previewArg?.slice('--preview='.length));
