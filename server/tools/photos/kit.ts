/*
 * Shared drawing kit for the photo scenes: a seeded random source, colour mixing, skies by time of
 * day and a few props (palms, stars, clouds) that several scenes use. Every scene is drawn on a
 * 1600x1000 canvas (16:10, the aspect of every photo variant) and only ever reads randomness from
 * the generator seeded by its key, so a key always renders the same picture.
 */
export const W = 1600;
export const H = 1000;

export type Rand = () => number;

/** FNV-1a of the key feeding mulberry32: stable across runs and platforms. */
export function seeded(key: string): Rand {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  // murmur3's finaliser: keys differing in one digit would otherwise start with correlated draws.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  let a = (h ^ (h >>> 16)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const range = (rand: Rand, lo: number, hi: number): number => lo + rand() * (hi - lo);
export const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
export const f = (n: number): string => n.toFixed(1);

/** Linear mix of two #rrggbb colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ch = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) => Math.round(ch(a, i) + (ch(b, i) - ch(a, i)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export type TimeOfDay = 'morning' | 'noon' | 'golden' | 'dusk' | 'night';

export interface Light {
  time: TimeOfDay;
  /** Sky gradient, zenith to horizon. */
  sky: [string, string, string];
  sun: string;
  /** Tint laid over the lit side of buildings and sand. */
  lit: string;
  shade: string;
  water: [string, string];
  /** Windows glow warm once the sun is low. */
  windowsLit: boolean;
  night: boolean;
  /** How far the ground falls into shade, 0 at noon to 0.7 at night. */
  dim: number;
}

export const LIGHTS: Record<TimeOfDay, Light> = {
  morning: {
    time: 'morning',
    sky: ['#7fb6e6', '#b9daf0', '#f6e3c8'],
    sun: '#fff3d6',
    lit: '#fbf1df',
    shade: '#9bb0c4',
    water: ['#4fc0cf', '#1f7f9a'],
    windowsLit: false,
    night: false,
    dim: 0.08,
  },
  noon: {
    time: 'noon',
    sky: ['#3f8fd8', '#8cc4ee', '#dcefff'],
    sun: '#ffffff',
    lit: '#fffaf0',
    shade: '#8fa6bd',
    water: ['#3fd0d8', '#1479a3'],
    windowsLit: false,
    night: false,
    dim: 0,
  },
  golden: {
    time: 'golden',
    sky: ['#5d8fc8', '#f0b98a', '#ffd49a'],
    sun: '#ffe6a8',
    lit: '#ffe2b8',
    shade: '#7b7a96',
    water: ['#3aa6b8', '#1d5f80'],
    windowsLit: true,
    night: false,
    dim: 0.2,
  },
  dusk: {
    time: 'dusk',
    sky: ['#2a3263', '#a3607e', '#f4a46a'],
    sun: '#ffc27a',
    lit: '#e8b49a',
    shade: '#4e4968',
    water: ['#3b7896', '#1c3556'],
    windowsLit: true,
    night: false,
    dim: 0.45,
  },
  night: {
    time: 'night',
    sky: ['#0b1330', '#1b2a55', '#3b4a7a'],
    sun: '#f4f1de',
    lit: '#8c97b8',
    shade: '#283252',
    water: ['#1f5f8a', '#0d2540'],
    windowsLit: true,
    night: true,
    dim: 0.68,
  },
};

/** Picks a time of day; `weights` follow the order of LIGHTS, so a scene can prefer its best hours. */
export function lightFor(rand: Rand, weights: [number, number, number, number, number]): Light {
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = rand() * total;
  const times = Object.keys(LIGHTS) as TimeOfDay[];
  for (let i = 0; i < times.length; i += 1) {
    roll -= weights[i] ?? 0;
    if (roll < 0) return LIGHTS[times[i] as TimeOfDay];
  }
  return LIGHTS.noon;
}

/** A surface colour as this light shows it: warmed by the sun, then sunk into shade as it gets dark. */
export const tone = (colour: string, light: Light): string =>
  mix(mix(colour, light.lit, 0.2), light.shade, light.dim);

export const linear = (id: string, stops: string[], vertical = true): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((c, i) => `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(3)}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

/** Sky down to `horizon` with sun or moon, a halo, stars at night and a few soft clouds by day. */
export function sky(rand: Rand, light: Light, horizon: number, sunX = range(rand, 250, 1350)): string {
  const sunY = { morning: 0.55, noon: 0.18, golden: 0.62, dusk: 0.86, night: 0.25 }[light.time] * horizon;
  const r = light.night ? 34 : light.time === 'noon' ? 46 : 58;
  let out = `<defs>${linear('sky', light.sky)}
    <radialGradient id="halo"><stop offset="0" stop-color="${light.sun}" stop-opacity="0.65"/><stop offset="1" stop-color="${light.sun}" stop-opacity="0"/></radialGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  if (light.night || light.time === 'dusk') out += stars(rand, light.night ? 140 : 40, horizon * 0.7);
  out += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${r * 5}" fill="url(#halo)"/>`;
  out += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${r}" fill="${light.sun}"/>`;
  if (light.night)
    out += `<g fill="#d9d4bf" opacity="0.6"><circle cx="${f(sunX - 10)}" cy="${f(sunY - 8)}" r="8"/><circle cx="${f(sunX + 12)}" cy="${f(sunY + 10)}" r="6"/><circle cx="${f(sunX + 4)}" cy="${f(sunY - 18)}" r="4"/></g>`;
  if (!light.night)
    for (let i = 0; i < 3; i += 1)
      out += cloud(rand, light, range(rand, 0, W), range(rand, 60, horizon * 0.5));
  return out;
}

export function stars(rand: Rand, count: number, maxY: number): string {
  let out = '<g fill="#fff8e6">';
  for (let i = 0; i < count; i += 1) {
    const y = rand() * maxY;
    out += `<circle cx="${f(rand() * W)}" cy="${f(y)}" r="${f(0.8 + rand() * 1.8)}" opacity="${(0.3 + rand() * 0.7 * (1 - y / maxY)).toFixed(2)}"/>`;
  }
  return `${out}</g>`;
}

function cloud(rand: Rand, light: Light, x: number, y: number): string {
  const s = range(rand, 0.6, 1.3);
  const colour = mix(light.sky[2], '#ffffff', 0.6);
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s.toFixed(2)})" fill="${colour}" opacity="0.55">
    <ellipse cx="0" cy="0" rx="120" ry="26"/><ellipse cx="-40" cy="-16" rx="60" ry="30"/><ellipse cx="36" cy="-20" rx="54" ry="34"/></g>`;
}

/** A date palm; origin at the foot of the trunk, about 300 units tall at scale 1. */
export function palm(x: number, y: number, s: number, ink: string, lean = 0): string {
  const frond = (angle: number, len: number, side: number) =>
    `<path transform="scale(${side} 1) rotate(${angle}) scale(${len})" d="M0 0C34 -34 84 -36 120 16C80 -12 40 -10 0 8Z"/>`;
  const fronds = [1, -1]
    .flatMap((side) => [-70, -38, -6, 24].map((a, i) => frond(a, [0.8, 1, 0.95, 0.78][i] ?? 1, side)))
    .join('');
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s.toFixed(3)})" fill="${ink}">
    <path d="M-9 0C-6 -90 ${4 + lean} -180 ${18 + lean * 2} -280L${30 + lean * 2} -277C${16 + lean} -180 9 -90 9 0Z"/>
    <g transform="translate(${24 + lean * 2} -280)">${fronds}<circle r="10"/></g></g>`;
}

/** Wraps a scene's layers in the SVG document every scene shares. */
export const svgDoc = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>`;
