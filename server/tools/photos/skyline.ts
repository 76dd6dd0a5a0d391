import { f, H, lightFor, linear, mix, pick, range, sky, svgDoc, tone, W, type Light, type Rand } from './kit';

/*
 * Towers against the sky, either seen from a balcony (glass rail, a planter and two chairs in the
 * foreground: the Dubai Marina or Riyadh flat) or from across the water (the city cards). Window
 * grids are sparse dots, lit at dusk and night, so thousands of them stay cheap to rasterise.
 */
export function towers(rand: Rand, light: Light, base: number, spire: boolean): string {
  let out = '';
  let x = range(rand, -60, 0);
  const lit = light.windowsLit;
  while (x < W) {
    const w = range(rand, 60, 150);
    const h = range(rand, 120, 420) * (Math.abs(x - W / 2) < 300 ? 1.3 : 1);
    const colour = tone(pick(rand, ['#8aa0b6', '#9eb4c4', '#7d8fa6', '#b7c3cc']), light);
    out += `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${colour}"/>`;
    out += `<rect x="${f(x + w * 0.7)}" y="${f(base - h)}" width="${f(w * 0.3)}" height="${f(h)}" fill="#000" opacity="0.12"/>`;
    if (lit) {
      let dots = '';
      for (let i = 0; i < h / 14; i += 1)
        if (rand() < 0.55)
          dots += `<rect x="${f(x + 6 + rand() * (w - 16))}" y="${f(base - h + 10 + i * 14)}" width="6" height="5"/>`;
      out += `<g fill="#ffd98a" opacity="0.85">${dots}</g>`;
    }
    x += w + range(rand, 4, 40);
  }
  if (spire) {
    const sx = range(rand, 500, 1100);
    out += `<path d="M${f(sx - 50)} ${base}L${f(sx - 20)} ${f(base - 520)}L${f(sx)} ${f(base - 720)}L${f(sx + 20)} ${f(base - 520)}L${f(sx + 50)} ${base}Z" fill="${tone('#a9b8c6', light)}"/>`;
  }
  return out;
}

export function balconyScene(rand: Rand): string {
  const light = lightFor(rand, [1, 2, 3, 3, 3]);
  const horizon = range(rand, 620, 700);
  const rail = horizon + range(rand, 120, 170);
  const floor = tone(pick(rand, ['#c9b79c', '#b9a58a', '#d6cdbd']), light);
  const chair = (x: number) =>
    `<g transform="translate(${f(x)} ${f(H - 60)})" fill="${tone('#3c3a38', light)}"><rect x="-50" y="-90" width="100" height="14" rx="6"/><rect x="-46" y="-200" width="12" height="200"/><rect x="34" y="-90" width="12" height="90"/><rect x="-46" y="-210" width="40" height="120" rx="10" fill="${tone('#e9e1d2', light)}"/></g>`;
  const body = `<defs>${linear('water', light.water)}</defs>
  ${sky(rand, light, horizon)}
  ${towers(rand, light, horizon, rand() < 0.5)}
  <rect y="${f(horizon)}" width="${W}" height="${H}" fill="url(#water)"/>
  <rect y="${f(rail)}" width="${W}" height="${f(H - rail)}" fill="${mix(light.sky[1], '#ffffff', 0.4)}" opacity="0.22"/>
  <rect y="${f(rail - 10)}" width="${W}" height="12" fill="${tone('#6e7378', light)}"/>
  ${Array.from({ length: 9 }, (_, i) => `<rect x="${i * 200}" y="${f(rail)}" width="6" height="${f(H - rail)}" fill="${tone('#6e7378', light)}"/>`).join('')}
  <path d="M0 ${H - 60}H${W}V${H}H0Z" fill="${floor}"/>
  ${chair(range(rand, 250, 420))}${chair(range(rand, 520, 640))}
  <g transform="translate(${f(range(rand, 1150, 1400))} ${H - 60})"><path d="M-60 0L-70 -110H70L60 0Z" fill="${tone('#d4c6b0', light)}"/>
    ${Array.from({ length: 7 }, (_, i) => `<path d="M0 -100Q${-90 + i * 30} -260 ${-60 + i * 20} -330" stroke="${tone('#3f7a46', light)}" stroke-width="14" fill="none" stroke-linecap="round"/>`).join('')}</g>`;
  return svgDoc(body);
}

/** A city seen across water: `spire` for Dubai's tallest tower, `domes` for a mosque on the shore. */
export function cityScene(rand: Rand, opts: { spire?: boolean; domes?: boolean } = {}): string {
  const light = lightFor(rand, [1, 2, 3, 3, 2]);
  const horizon = range(rand, 600, 680);
  const domes = opts.domes
    ? `<g fill="${tone('#f4f0e8', light)}" transform="translate(${f(range(rand, 200, 500))} ${f(horizon)})">
        <rect x="-160" y="-90" width="320" height="90"/><path d="M-70 -90A70 80 0 0 1 70 -90Z"/><path d="M-140 -90A34 40 0 0 1 -72 -90Z"/><path d="M72 -90A34 40 0 0 1 140 -90Z"/>
        <rect x="-200" y="-240" width="18" height="240"/><rect x="182" y="-240" width="18" height="240"/></g>`
    : '';
  const city = towers(rand, light, horizon, opts.spire ?? false);
  const body = `<defs>${linear('water', light.water)}</defs>
  ${sky(rand, light, horizon)}${city}${domes}
  <rect y="${f(horizon)}" width="${W}" height="${H}" fill="url(#water)"/>
  <g opacity="0.35" transform="translate(0 ${f(horizon * 2)}) scale(1 -1)">${city}</g>
  <rect y="${f(H - 110)}" width="${W}" height="110" fill="${tone('#c9b48e', light)}"/>
  <rect y="${f(H - 118)}" width="${W}" height="10" fill="${tone('#8f8a80', light)}"/>`;
  return svgDoc(body);
}
