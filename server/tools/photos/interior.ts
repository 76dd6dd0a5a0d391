import { towers } from './skyline';
import { f, H, lightFor, linear, mix, pick, range, sky, svgDoc, W, type Light, type Rand } from './kit';

/*
 * Inside a furnished flat: a big window onto the city (or the sea), a sofa or a bed, a rug, a lamp
 * and a plant. Walls take the window's light, so a dusk view gives a warm room. The apartment has a
 * living room; the studio puts the bed and a desk in one room.
 */
function view(rand: Rand, light: Light, x: number, y: number, w: number, h: number): string {
  const horizon = y + h * 0.7;
  return `<svg x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">
    ${sky(rand, light, H * 0.7)}${towers(rand, light, H * 0.7, rand() < 0.3)}<rect y="${f(H * 0.7)}" width="${W}" height="${H}" fill="${light.water[1]}"/></svg>
    <rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="none" stroke="#f4f1ea" stroke-width="16"/>
    <rect x="${f(x + w / 2 - 6)}" y="${f(y)}" width="12" height="${f(h)}" fill="#f4f1ea"/>${horizon > 0 ? '' : ''}`;
}

function room(rand: Rand, light: Light): { wall: string; floor: string; defs: string; lamp: string } {
  const wall = mix(pick(rand, ['#efe6d8', '#e6ded3', '#f2ece4', '#dfe6e4']), light.lit, 0.25);
  const warm = light.windowsLit;
  const floor = pick(rand, ['#b88a5e', '#c9a57c', '#9c7452', '#d8cbb8']);
  return {
    wall: warm ? mix(wall, '#f2c98a', 0.25) : wall,
    floor,
    defs: `${linear('wall', [warm ? mix(wall, '#6b5a6a', 0.35) : wall, warm ? mix(wall, '#f2c98a', 0.3) : mix(wall, '#ffffff', 0.2)])}${linear('floor', [mix(floor, '#000000', 0.1), floor])}`,
    lamp: warm ? '#ffd98a' : '#f6efe0',
  };
}

function plant(x: number, y: number, s: number): string {
  const leaves = [-60, -35, -10, 15, 40, 65]
    .map((a) => `<ellipse cx="0" cy="-70" rx="18" ry="70" transform="rotate(${a})" fill="#3f7a4a"/>`)
    .join('');
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s})"><g transform="translate(0 -90)">${leaves}</g><path d="M-45 0L-55 -95H55L45 0Z" fill="#c8b49a"/></g>`;
}

export function apartmentScene(rand: Rand): string {
  const light = lightFor(rand, [2, 2, 3, 3, 2]);
  const r = room(rand, light);
  const floorY = 760;
  const sofa = mix(pick(rand, ['#3e5c76', '#7b8b6f', '#b9a38a', '#8a4f4a', '#55606b']), light.shade, 0.15);
  const wx = range(rand, 120, 520);
  const body = `<defs>${r.defs}</defs>
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  ${view(rand, light, wx, 130, 900, 520)}
  <rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floor)"/>
  <ellipse cx="800" cy="${floorY + 150}" rx="560" ry="90" fill="${pick(rand, ['#d8c7a8', '#c25b4a', '#e8e0d2', '#6f8796'])}" opacity="0.85"/>
  <g transform="translate(${f(range(rand, 380, 620))} ${floorY + 90})">
    <rect x="0" y="-230" width="720" height="130" rx="30" fill="${mix(sofa, '#000000', 0.12)}"/>
    <rect x="-30" y="-130" width="780" height="120" rx="26" fill="${sofa}"/>
    <rect x="-50" y="-200" width="90" height="190" rx="30" fill="${mix(sofa, '#000000', 0.08)}"/>
    <rect x="680" y="-200" width="90" height="190" rx="30" fill="${mix(sofa, '#000000', 0.08)}"/>
    <rect x="80" y="-200" width="110" height="80" rx="20" fill="${pick(rand, ['#e8b04a', '#f2eadc', '#c96f5a'])}"/>
    <rect x="0" y="-10" width="10" height="24" fill="#2b2522"/><rect x="710" y="-10" width="10" height="24" fill="#2b2522"/></g>
  <g transform="translate(${f(range(rand, 1380, 1480))} ${floorY + 60})"><rect x="-3" y="-420" width="6" height="420" fill="#2b2522"/>
    <path d="M-60 -420L-40 -500H40L60 -420Z" fill="${r.lamp}"/>${light.windowsLit ? `<circle cx="0" cy="-430" r="160" fill="${r.lamp}" opacity="0.18"/>` : ''}</g>
  ${plant(range(rand, 80, 200), floorY + 70, 1.3)}
  <rect x="620" y="${floorY + 120}" width="360" height="24" rx="10" fill="#5a4334"/>`;
  return svgDoc(body);
}

export function studioScene(rand: Rand): string {
  const light = lightFor(rand, [3, 2, 3, 2, 2]);
  const r = room(rand, light);
  const floorY = 740;
  const linen = pick(rand, ['#f4f1ea', '#e8ecef', '#f2e6d8']);
  const throwColour = pick(rand, ['#3f6f8f', '#c0704f', '#5c7f5a', '#b89a4e']);
  const flip = rand() < 0.5;
  const body = `<defs>${r.defs}</defs>
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  ${view(rand, light, range(rand, 820, 980), 140, 500, 460)}
  <rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floor)"/>
  <g ${flip ? `transform="translate(${W} 0) scale(-1 1)"` : ''}>
    <rect x="80" y="${floorY - 300}" width="560" height="240" rx="18" fill="${mix(r.floor, '#000000', 0.2)}"/>
    <rect x="60" y="${floorY - 90}" width="720" height="150" rx="24" fill="${linen}"/>
    <rect x="380" y="${floorY - 100}" width="400" height="160" rx="24" fill="${throwColour}"/>
    <rect x="110" y="${floorY - 160}" width="180" height="80" rx="26" fill="${mix(linen, '#ffffff', 0.5)}"/>
    <rect x="310" y="${floorY - 160}" width="180" height="80" rx="26" fill="${mix(linen, '#d8cfc0', 0.3)}"/>
    <g transform="translate(${f(range(rand, 1200, 1330))} ${floorY})"><rect x="-140" y="-180" width="280" height="16" fill="#5a4334"/>
      <rect x="-130" y="-164" width="10" height="200" fill="#5a4334"/><rect x="120" y="-164" width="10" height="200" fill="#5a4334"/>
      <rect x="-90" y="-240" width="120" height="70" rx="6" fill="#2f3338"/><circle cx="90" cy="-200" r="26" fill="${r.lamp}"/></g>
  </g>
  ${plant(flip ? 160 : 1480, floorY + 120, 1.1)}`;
  return svgDoc(body);
}
