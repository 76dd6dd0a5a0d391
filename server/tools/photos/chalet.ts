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
 * A beach chalet on the Red Sea or the Mediterranean: sea to the horizon with the sun's path on it,
 * pale sand, a whitewashed chalet with coloured shutters, a parasol and palms. Also the backdrop for
 * the coastal cities and resorts (Jeddah, Sharm El Sheikh, the North Coast).
 */
export function seaAndSand(rand: Rand, light: Light, horizon: number): string {
  const sunX = range(rand, 300, 1300);
  let glints = '<g fill="#ffffff">';
  for (let i = 0; i < 40; i += 1) {
    const y = horizon + 8 + rand() ** 1.6 * 300;
    const spread = 30 + (y - horizon) * 0.9;
    glints += `<rect x="${f(sunX + (rand() - 0.5) * spread)}" y="${f(y)}" width="${f(10 + rand() * 40)}" height="3" rx="1.5" opacity="${(0.2 + rand() * 0.5).toFixed(2)}"/>`;
  }
  const shore = horizon + range(rand, 250, 330);
  return `<defs>${linear('sea', [mix(light.water[0], light.sky[2], 0.25), light.water[1], light.water[0]])}
    ${linear('sand', [tone('#efdcb4', light), tone('#d8bd8c', light)])}</defs>
    ${sky(rand, light, horizon, sunX)}
    <rect y="${f(horizon)}" width="${W}" height="${H}" fill="url(#sea)"/>${glints}</g>
    <path d="M0 ${f(shore)}C400 ${f(shore - 40)} 900 ${f(shore + 10)} ${W} ${f(shore - 30)}V${H}H0Z" fill="${mix(light.water[0], '#ffffff', 0.5)}" opacity="0.7"/>
    <path d="M0 ${f(shore + 16)}C420 ${f(shore - 24)} 900 ${f(shore + 26)} ${W} ${f(shore - 12)}V${H}H0Z" fill="url(#sand)"/>`;
}

export function chaletScene(rand: Rand): string {
  const light = lightFor(rand, [3, 3, 3, 2, 1]);
  const horizon = range(rand, 430, 500);
  const flip = rand() < 0.5;
  const wall = tone(pick(rand, ['#fbf8f2', '#f3ece0', '#f6efe4']), light);
  const accent = tone(pick(rand, ['#2f7fb5', '#1f8a87', '#c2603f', '#3a5ba0']), light);
  const bx = range(rand, 820, 1000);
  const by = horizon + range(rand, 330, 380);
  const bw = range(rand, 380, 480);
  const bh = range(rand, 190, 230);
  const pitched = rand() < 0.5;
  const win = light.windowsLit ? '#ffd37e' : mix(light.sky[1], '#1e3a52', 0.45);
  const roof = pitched
    ? `<path d="M${f(bx - 30)} ${f(by - bh)}L${f(bx + bw / 2)} ${f(by - bh - 110)}L${f(bx + bw + 30)} ${f(by - bh)}Z" fill="${accent}"/>`
    : `<rect x="${f(bx - 24)}" y="${f(by - bh - 18)}" width="${f(bw + 48)}" height="22" fill="${mix(wall, light.shade, 0.3)}"/>`;
  const openings = [0.12, 0.42, 0.72]
    .map((t, i) => {
      const x = bx + bw * t;
      const door = i === 1;
      const h = door ? bh * 0.62 : bh * 0.4;
      return `<rect x="${f(x)}" y="${f(by - h - (door ? 0 : bh * 0.3))}" width="${f(bw * 0.16)}" height="${f(h)}" rx="${f(bw * 0.08)}" fill="${win}"/>
        ${door ? '' : `<rect x="${f(x - 16)}" y="${f(by - h - bh * 0.3)}" width="14" height="${f(h)}" fill="${accent}"/><rect x="${f(x + bw * 0.16 + 2)}" y="${f(by - h - bh * 0.3)}" width="14" height="${f(h)}" fill="${accent}"/>`}`;
    })
    .join('');
  const umbrella = (x: number, y: number) => {
    const cloth = tone(pick(rand, ['#e8b04a', '#e46f5a', '#f5f0e6', '#3d9a8f']), light);
    return `<g transform="translate(${f(x)} ${f(y)})"><rect x="-3" y="-150" width="6" height="150" fill="${tone('#6b5640', light)}"/>
      <path d="M-110 -130Q0 -210 110 -130Q55 -145 0 -138Q-55 -145 -110 -130Z" fill="${cloth}"/>
      <ellipse cx="0" cy="4" rx="90" ry="12" fill="#000" opacity="0.12"/></g>`;
  };
  const body = `${seaAndSand(rand, light, horizon)}
  <g ${flip ? `transform="translate(${W} 0) scale(-1 1)"` : ''}>
    <ellipse cx="${f(bx + bw / 2)}" cy="${f(by + 6)}" rx="${f(bw * 0.7)}" ry="18" fill="#000" opacity="0.12"/>
    <rect x="${f(bx)}" y="${f(by - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${wall}"/>
    <rect x="${f(bx + bw - 50)}" y="${f(by - bh)}" width="50" height="${f(bh)}" fill="${mix(wall, light.shade, 0.35)}"/>
    ${roof}${openings}
    <rect x="${f(bx - 140)}" y="${f(by - 16)}" width="${f(bw + 180)}" height="16" fill="${tone('#b08a62', light)}"/>
    ${palm(bx + bw + 110, by + 10, range(rand, 1.2, 1.5), tone('#2a4d34', light), 10)}
    ${rand() < 0.6 ? palm(bx - 200, by + 30, range(rand, 0.9, 1.2), tone('#2e5638', light), -8) : ''}
    ${umbrella(range(rand, 280, 520), H - range(rand, 90, 150))}
  </g>`;
  return svgDoc(body);
}
