import { f, H, lightFor, linear, mix, palm, pick, range, sky, svgDoc, tone, W, type Rand } from './kit';

/*
 * A modern Gulf villa behind its private pool: white or sand cubes, wide glazing that reflects the
 * sky by day and glows at dusk, palms and loungers on the deck. Mirrored at random so a grid of
 * villas doesn't line up.
 */
export function villaScene(rand: Rand): string {
  const light = lightFor(rand, [2, 3, 3, 3, 1]);
  const horizon = range(rand, 520, 600);
  const wall = mix(pick(rand, ['#f4efe6', '#e9dcc4', '#efe6da', '#dccab0']), light.lit, 0.25);
  const wallShade = mix(wall, light.shade, 0.45);
  const glass = light.windowsLit ? ['#ffe6a6', '#f2b45c'] : [mix(light.sky[0], '#ffffff', 0.3), light.sky[1]];
  const flip = rand() < 0.5;
  const x0 = range(rand, 300, 520);
  const w1 = range(rand, 520, 700);
  const h1 = range(rand, 170, 210);
  const h2 = range(rand, 150, 190);
  const w2 = w1 * range(rand, 0.55, 0.75);
  const base = horizon + 130;
  const upper = base - h1;
  const x2 = x0 + range(rand, 0, w1 - w2);

  const windows = (x: number, y: number, w: number, h: number, n: number) =>
    Array.from({ length: n }, (_, i) => {
      const ww = (w - 40) / n - 12;
      return `<rect x="${f(x + 26 + i * (ww + 12))}" y="${f(y + 28)}" width="${f(ww)}" height="${f(h - 50)}" fill="url(#glass)"/>`;
    }).join('');

  const pool = (() => {
    const top = base + 60;
    const px = range(rand, 180, 420);
    const pw = range(rand, 760, 1000);
    return `<path d="M${f(px + 40)} ${f(top)}H${f(px + pw - 40)}L${f(px + pw + 60)} ${H - 70}H${f(px - 60)}Z" fill="${tone('#efe8da', light)}"/>
      <path d="M${f(px + 56)} ${f(top + 12)}H${f(px + pw - 56)}L${f(px + pw + 38)} ${H - 86}H${f(px - 38)}Z" fill="url(#pool)"/>
      ${ripples(rand, px, top + 30, pw, H - 120)}`;
  })();

  const loungers = Array.from({ length: 2 + Math.floor(rand() * 2) }, (_, i) => {
    const lx = x0 + w1 + 40 + i * 90;
    return `<g transform="translate(${f(lx)} ${f(base + 36)})" fill="${mix('#ffffff', light.shade, 0.2)}"><path d="M0 0H70L84 -26L92 -22L80 6H0Z"/><rect x="4" y="6" width="4" height="12"/><rect x="66" y="6" width="4" height="12"/></g>`;
  }).join('');

  const body = `
  <defs>
    ${linear('ground', [tone('#d8c29a', light), tone('#b59a72', light)])}
    ${linear('pool', light.water)}
    ${linear('glass', glass)}
    ${linear('hedge', [tone('#4d8a4f', light), tone('#2f5e3a', light)])}
  </defs>
  ${sky(rand, light, horizon)}
  <path d="M0 ${f(horizon)}C300 ${f(horizon - 30)} 700 ${f(horizon - 10)} 1000 ${f(horizon - 24)}S1450 ${f(horizon - 6)} ${W} ${f(horizon - 20)}V${H}H0Z" fill="${mix(light.sky[2], light.shade, 0.45)}"/>
  <rect y="${f(horizon + 40)}" width="${W}" height="${H}" fill="url(#ground)"/>
  <rect y="${f(base - 40)}" width="${W}" height="44" fill="url(#hedge)"/>
  <g ${flip ? `transform="translate(${W} 0) scale(-1 1)"` : ''}>
    <rect x="${f(x0)}" y="${f(upper)}" width="${f(w1)}" height="${f(h1)}" fill="${wall}"/>
    <rect x="${f(x0 + w1 - 70)}" y="${f(upper)}" width="70" height="${f(h1)}" fill="${wallShade}"/>
    ${windows(x0, upper, w1 - 70, h1, 3)}
    <rect x="${f(x2)}" y="${f(upper - h2)}" width="${f(w2)}" height="${f(h2)}" fill="${wall}"/>
    <rect x="${f(x2 - 30)}" y="${f(upper - h2 - 16)}" width="${f(w2 + 60)}" height="18" fill="${wallShade}"/>
    <rect x="${f(x0 - 40)}" y="${f(upper - 14)}" width="${f(w1 + 80)}" height="16" fill="${wallShade}"/>
    ${windows(x2, upper - h2, w2, h2, 2)}
    <rect x="${f(x0 - 40)}" y="${f(upper + 18)}" width="${f(w1 + 80)}" height="6" fill="${mix(wallShade, '#000000', 0.1)}" opacity="0.5"/>
    ${palm(x0 - 90, base + 20, range(rand, 1.1, 1.4), mix('#23452f', light.shade, 0.35), -6)}
    ${palm(x0 + w1 + 330, base + 30, range(rand, 1.2, 1.6), mix('#1f3f2b', light.shade, 0.35), 8)}
    ${rand() < 0.6 ? palm(x0 + w1 + 230, base + 10, 0.9, mix('#2b5236', light.shade, 0.4), 4) : ''}
    ${loungers}
  </g>
  ${pool}`;
  return svgDoc(body);
}

/** Light catching the pool: short pale strokes, denser towards the far edge. */
export function ripples(rand: Rand, x: number, top: number, w: number, bottom: number): string {
  let out = '<g stroke="#ffffff" stroke-linecap="round" fill="none">';
  for (let i = 0; i < 26; i += 1) {
    const y = top + (bottom - top) * rand() ** 1.4;
    const len = range(rand, 20, 80);
    const cx = x + rand() * w;
    out += `<path d="M${f(cx)} ${f(y)}q${f(len / 2)} -6 ${f(len)} 0" stroke-width="${f(2 + rand() * 3)}" opacity="${(0.25 + rand() * 0.4).toFixed(2)}"/>`;
  }
  return `${out}</g>`;
}
