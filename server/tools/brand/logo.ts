import { palette } from './palette';

/*
 * The mark: a Gulf doorway under a pointed dome, with a warm lit door. Drawn on a 512 grid; its
 * bounding box is x 128..384, y 40..456 (centre 256, 248), which `fitMark` uses to place it.
 */
const MARK_BOX = { cx: 256, cy: 248, width: 256, height: 416 };

interface MarkColours {
  body: string;
  door: string;
  accent: string;
}

function mark({ body, door, accent }: MarkColours): string {
  return `
    <path fill="${body}" d="M144 456V236C144 168 196 124 256 64C316 124 368 168 368 236V456Z"/>
    <path fill="${door}" d="M206 456V300C206 262 228 240 256 214C284 240 306 262 306 300V456Z"/>
    <circle fill="${accent}" cx="256" cy="46" r="14"/>
    <rect fill="${body}" x="128" y="440" width="256" height="16" rx="8"/>`;
}

/** Places the mark so its height is `heightShare` of a `size`-pixel square, centred. */
function fitMark(size: number, heightShare: number, colours: MarkColours): string {
  const scale = (size * heightShare) / MARK_BOX.height;
  const dx = size / 2 - MARK_BOX.cx * scale;
  const dy = size / 2 - MARK_BOX.cy * scale;
  return `<g transform="translate(${dx.toFixed(2)} ${dy.toFixed(2)}) scale(${scale.toFixed(4)})">${mark(colours)}</g>`;
}

const svg = (size: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${body}</svg>`;

const onTeal: MarkColours = { body: palette.sand, door: palette.gold, accent: palette.gold };

/** The bare mark, teal with a gold door, on transparent: for headers and light surfaces. */
export const logoSvg = (): string =>
  svg(512, fitMark(512, 0.9, { body: palette.teal, door: palette.gold, accent: palette.gold }));

/**
 * App icon with rounded corners ("any" purpose) and the favicon, which reads on light and dark tab
 * strips alike. Favicons pass a larger `heightShare`: at 16-32 px every pixel of mark counts.
 */
export const roundedIconSvg = (size = 512, heightShare = 0.68): string =>
  svg(
    size,
    `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${palette.teal}"/>${fitMark(size, heightShare, onTeal)}`,
  );

/**
 * Full-bleed square: for maskable icons (the platform crops to any shape, keeping only the centre
 * circle of radius 40%) and the Apple touch icon (iOS rounds it and turns transparency black).
 * At 0.58 of the height the mark's farthest corners sit ~34% from the centre, inside that zone.
 */
export const fullBleedIconSvg = (size = 512, heightShare = 0.58): string =>
  svg(
    size,
    `<rect width="${size}" height="${size}" fill="${palette.teal}"/>${fitMark(size, heightShare, onTeal)}`,
  );
