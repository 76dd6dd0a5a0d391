import { palette } from './palette';

/*
 * The error screen's cover: desert dunes at dusk with a small lit house under a dome. Mid-toned
 * throughout (no white sky, no black ground) so it sits well on both the light and the dark theme.
 * Drawn at 1280x720; the small variants are the same SVG rendered smaller.
 */
export const COVER_WIDTH = 1280;
export const COVER_HEIGHT = 720;

/** A tiny seeded generator, so the stars land in the same places on every run (stable git diffs). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function stars(count: number): string {
  const next = seeded(7);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = next() * COVER_WIDTH;
    const y = next() * 300;
    const r = 0.8 + next() * 1.6;
    // Fainter towards the horizon, where the afterglow would wash them out.
    const opacity = (0.35 + next() * 0.6) * (1 - y / 380);
    out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(2)}" fill="#fff6e0" opacity="${opacity.toFixed(2)}"/>`;
  }
  return out;
}

/**
 * The house: a flat-roofed Gulf home with a wind tower (barjeel) and lit arched openings, so it reads
 * as a place to stay rather than a landmark. Local origin is the middle of its base.
 */
function house(x: number, y: number, s: number): string {
  const wall = '#2b3347';
  const merlons = [-84, -62, -40, -18, 4, 26, 48, 70]
    .map((mx) => `<path d="M${mx} -84v-7l6 -5 6 5v7Z" fill="${wall}"/>`)
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="2" rx="130" ry="14" fill="${palette.gold}" opacity="0.35" filter="url(#glow)"/>
    <rect x="-86" y="-84" width="168" height="84" fill="${wall}"/>
    ${merlons}
    <rect x="-82" y="-150" width="44" height="68" fill="${wall}"/>
    <rect x="-88" y="-158" width="56" height="10" rx="2" fill="#353e55"/>
    <g fill="#171d2c"><rect x="-74" y="-140" width="6" height="40"/><rect x="-63" y="-140" width="6" height="40"/><rect x="-52" y="-140" width="6" height="40"/></g>
    <path fill="url(#doorLight)" d="M-2 0V-34C-2 -46 6 -52 14 -60C22 -52 30 -46 30 -34V0Z"/>
    <path fill="url(#doorLight)" d="M-60 -36V-52C-60 -58 -56 -61 -52 -64C-48 -61 -44 -58 -44 -52V-36Z"/>
    <path fill="url(#doorLight)" d="M50 -36V-52C50 -58 54 -61 58 -64C62 -61 66 -58 66 -52V-36Z"/>
  </g>`;
}

/** A date palm, trunk gently leaning, fronds drooping. Local origin is the foot of the trunk. */
function palm(x: number, y: number, s: number): string {
  const ink = '#1d2638';
  // Each frond arcs out and droops at the tip; the left half is the right half mirrored.
  const frond = (angle: number, length: number, side: 1 | -1) =>
    `<path transform="scale(${side} 1) rotate(${angle}) scale(${length})" fill="${ink}" d="M0 0C26 -26 64 -28 92 12C62 -10 30 -8 0 6Z"/>`;
  const spread: [number, number][] = [
    [-62, 0.75],
    [-32, 1],
    [-2, 0.95],
    [26, 0.75],
  ];
  const fronds = [1, -1]
    .flatMap((side) => spread.map(([angle, length]) => frond(angle, length, side as 1 | -1)))
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path fill="${ink}" d="M-6 0C-4 -60 2 -110 12 -160L20 -158C11 -110 6 -60 6 0Z"/>
    <g transform="translate(16 -160)">${fronds}<circle r="7" fill="${ink}"/></g>
  </g>`;
}

export function errorCoverSvg(): string {
  const w = COVER_WIDTH;
  const h = COVER_HEIGHT;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1c2a4a"/>
      <stop offset="0.45" stop-color="#4a3f6b"/>
      <stop offset="0.72" stop-color="#b8657a"/>
      <stop offset="0.9" stop-color="#eea56a"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffe2a6"/>
      <stop offset="0.55" stop-color="#ffc878"/>
      <stop offset="1" stop-color="#f59e5b"/>
    </radialGradient>
    <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffd59a" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#ffd59a" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="duneFar" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#c47f6e"/><stop offset="1" stop-color="#8f5a66"/>
    </linearGradient>
    <linearGradient id="duneMid" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#d79a62"/><stop offset="1" stop-color="#9c5f4c"/>
    </linearGradient>
    <linearGradient id="duneNear" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#a8674a"/><stop offset="1" stop-color="#5e3a3a"/>
    </linearGradient>
    <linearGradient id="duneFront" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.teal}"/><stop offset="1" stop-color="${palette.tealDeep}"/>
    </linearGradient>
    <linearGradient id="doorLight" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffe3a3"/><stop offset="1" stop-color="${palette.gold}"/>
    </linearGradient>
    <filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  ${stars(90)}
  <circle cx="880" cy="430" r="220" fill="url(#halo)"/>
  <circle cx="880" cy="430" r="86" fill="url(#sun)"/>
  <path fill="url(#duneFar)" d="M0 430C160 390 300 400 450 430S760 400 900 420S1160 440 1280 410V${h}H0Z"/>
  <path fill="url(#duneMid)" d="M0 500C180 450 330 440 470 470S720 520 880 490S1140 450 1280 480V${h}H0Z"/>
  ${palm(276, 472, 0.62)}
  ${house(430, 462, 0.95)}
  <path fill="url(#duneNear)" d="M0 560C140 530 300 540 460 580S780 620 960 580S1180 540 1280 560V${h}H0Z"/>
  <path fill="url(#duneFront)" d="M0 640C200 610 380 630 560 660S900 690 1080 650S1220 630 1280 640V${h}H0Z"/>
</svg>`;
}
