/**
 * Draws every seed photo into a folder and reports timings and sizes, to check the generator without
 * starting the server:  npm run photos -- [--out=./data/media] [--sheet=/tmp/photos.png]
 * The sheet is a contact print of every key at 320 px, for judging the drawings by eye.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { seedImageKeys } from './photos/keys';
import { renderPhoto } from './photos/render';
import { createPhotoStore } from './photos/store';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const keys = seedImageKeys();
const store = createPhotoStore(arg('out') ?? './data/media', keys);
const result = await store.generateAll();
console.log(
  `${keys.length} keys; ${result.skipped ? 'up to date' : `${result.generated} files in ${result.ms} ms`}`,
);

const sizes = new Map<string, number[]>();
for (const name of readdirSync(store.dir)) {
  const variant = /-(\d+\.(?:webp|avif))$/.exec(name)?.[1];
  if (variant) sizes.set(variant, [...(sizes.get(variant) ?? []), statSync(join(store.dir, name)).size]);
}
for (const [variant, list] of [...sizes].sort(
  ([a], [b]) => parseInt(a) - parseInt(b) || a.localeCompare(b),
)) {
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(
    `${variant.padEnd(10)} avg ${kb(list.reduce((a, b) => a + b, 0) / list.length)} KB, max ${kb(Math.max(...list))} KB`,
  );
}

const sheet = arg('sheet');
if (sheet) {
  const cols = 10;
  const tiles = await Promise.all(keys.map((key) => renderPhoto(key, 320, 'webp')));
  await sharp({
    create: {
      width: cols * 330 + 10,
      height: Math.ceil(keys.length / cols) * 210 + 10,
      channels: 3,
      background: '#222',
    },
  })
    .composite(
      tiles.flatMap((input, i) =>
        input ? [{ input, left: 10 + (i % cols) * 330, top: 10 + Math.floor(i / cols) * 210 }] : [],
      ),
    )
    .png()
    .toFile(sheet);
  console.log(`contact sheet: ${sheet}`);
}
