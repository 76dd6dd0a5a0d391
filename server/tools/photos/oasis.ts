import { ripples } from './villa';
import {
  f,
  H,
  lightFor,
  linear,
  mix,
  palm,
  pick,
  range,
  sky,
  svgDoc,
  tone,
  W,
  type Light,
  type Rand,
} from './kit';

/*
 * Walled retreats outside town. The istiraha: a compound wall, a lawn, a majlis tent with cushions
 * and a pool for family gatherings. The farm stay: rows of date palms, green fields and a mud-brick
 * farmhouse. Both lean to golden hour and dusk, when families go out.
 */
function wall(light: Light, y: number, colour: string): string {
  const merlons = Array.from(
    { length: 41 },
    (_, i) => `<path d="M${i * 40} ${f(y)}v-12l10 -8 10 8v12Z"/>`,
  ).join('');
  return `<g fill="${tone(colour, light)}"><rect y="${f(y)}" width="${W}" height="90"/>${merlons}</g>`;
}

export function istirahaScene(rand: Rand): string {
  const light = lightFor(rand, [1, 2, 4, 4, 2]);
  const horizon = range(rand, 440, 500);
  const wallY = horizon + 40;
  const lawnY = wallY + 90;
  const tentX = range(rand, 320, 640);
  const cushion = tone(pick(rand, ['#a8322c', '#7a2b3a', '#2f5f7a']), light);
  const bulbs = light.windowsLit
    ? `<g fill="#ffd98a">${Array.from({ length: 30 }, (_, i) => `<circle cx="${f(i * 55 + 10)}" cy="${f(wallY - 60 + Math.sin(i / 2.4) * 16)}" r="5"/>`).join('')}</g>`
    : '';
  const body = `<defs>${linear('lawn', [tone('#6aa35a', light), tone('#3f7a3d', light)])}${linear('pool', light.water)}</defs>
  ${sky(rand, light, horizon)}
  ${palm(range(rand, 100, 400), wallY + 10, 1.3, tone('#2a4530', light))}${palm(range(rand, 1100, 1500), wallY + 10, 1.5, tone('#2a4530', light), 6)}
  ${wall(light, wallY, pick(rand, ['#d9c29c', '#e3d3b5', '#cdb08a']))}${bulbs}
  <rect y="${f(lawnY)}" width="${W}" height="${H}" fill="url(#lawn)"/>
  <g transform="translate(${f(tentX)} ${f(lawnY + 170)})">
    <path d="M-260 0V-170L0 -230L260 -170V0Z" fill="${tone(pick(rand, ['#f0e4cc', '#e6d3b0']), light)}"/>
    <path d="M-220 0V-140H220V0Z" fill="${light.windowsLit ? '#ffcf7a' : tone('#7c4b3a', light)}" opacity="0.85"/>
    <rect x="-200" y="-50" width="400" height="50" rx="12" fill="${cushion}"/>
    <path d="M-260 -170L-300 0M260 -170L300 0" stroke="${tone('#6b5640', light)}" stroke-width="6"/></g>
  <g transform="translate(${f(range(rand, 900, 1050))} ${f(lawnY + 160)})">
    <rect x="-20" y="-20" width="560" height="240" rx="30" fill="${tone('#efe6d6', light)}"/>
    <rect x="0" y="0" width="520" height="200" rx="24" fill="url(#pool)"/>${ripples(rand, 20, 20, 480, 180)}</g>`;
  return svgDoc(body);
}

export function farmScene(rand: Rand): string {
  const light = lightFor(rand, [4, 3, 4, 2, 1]);
  const horizon = range(rand, 460, 540);
  let rows = '';
  for (let row = 0; row < 3; row += 1) {
    const y = horizon + 40 + row * 70;
    const s = 0.45 + row * 0.25;
    for (let x = range(rand, -40, 40); x < W + 60; x += 120 + row * 110)
      rows += palm(
        x + range(rand, -20, 20),
        y,
        s * range(rand, 0.85, 1.1),
        tone(mix('#2f5a36', '#1f3a25', row / 2), light),
        range(rand, -8, 8),
      );
  }
  const field = (y: number, c: string) =>
    `<rect y="${f(y)}" width="${W}" height="${H}" fill="${tone(c, light)}"/>`;
  const hx = range(rand, 300, 1100);
  const win = light.windowsLit ? '#ffcf7a' : tone('#5a4030', light);
  const body = `${sky(rand, light, horizon)}
  ${field(horizon, '#9bb46e')}
  ${rows}
  ${field(horizon + 300, '#7fa35a')}
  <g stroke="${tone('#6d9148', light)}" stroke-width="6">${Array.from({ length: 9 }, (_, i) => `<path d="M${800 + (i - 4) * 60} ${f(horizon + 300)}L${800 + (i - 4) * 260} ${H}"/>`).join('')}</g>
  <g transform="translate(${f(hx)} ${f(horizon + 300)})" fill="${tone('#c99a6a', light)}">
    <rect x="-180" y="-150" width="360" height="150"/><rect x="-190" y="-164" width="380" height="16" fill="${tone('#8a6440', light)}"/>
    <rect x="-130" y="-110" width="50" height="50" fill="${win}"/><rect x="-25" y="-100" width="50" height="100" fill="${win}"/><rect x="80" y="-110" width="50" height="50" fill="${win}"/></g>`;
  return svgDoc(body);
}
