import { dunes } from './desert-camp';
import { f, H, lightFor, palm, pick, range, sky, svgDoc, tone, W, type Light, type Rand } from './kit';

/*
 * Two kinds of highland: AlUla's sandstone outcrops rising from the sand (`rocks`), and the green
 * terraced peaks of Asir around Abha with a stone cabin (`peaks`). Each keeps one lodge in view so
 * the picture still reads as somewhere to stay.
 */
function outcrop(rand: Rand, x: number, base: number, w: number, h: number, light: Light): string {
  const steps = 7;
  let d = `M${f(x)} ${f(base)}`;
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const bump = Math.sin(t * Math.PI) ** 0.5;
    d += `L${f(x + w * t + range(rand, -14, 14))} ${f(base - h * bump * range(rand, 0.82, 1))}`;
  }
  d += `L${f(x + w)} ${f(base)}Z`;
  const rock = tone(pick(rand, ['#c0714a', '#b5603d', '#cf8756']), light);
  const seams = Array.from({ length: 4 }, () => {
    const sx = x + w * range(rand, 0.2, 0.8);
    return `<path d="M${f(sx)} ${f(base)}Q${f(sx + range(rand, -20, 20))} ${f(base - h * 0.5)} ${f(sx + range(rand, -30, 30))} ${f(base - h * 0.85)}" stroke="#000" stroke-opacity="0.14" stroke-width="6" fill="none"/>`;
  }).join('');
  return `<path d="${d}" fill="${rock}"/><path d="${d}" fill="url(#rockShade)"/>${seams}`;
}

function lodge(x: number, y: number, s: number, light: Light, wall: string): string {
  const win = light.windowsLit ? '#ffcf7a' : tone('#5b4636', light);
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s.toFixed(2)})">
    <rect x="-150" y="-90" width="300" height="90" fill="${tone(wall, light)}"/>
    <rect x="-170" y="-102" width="340" height="14" fill="${tone('#7a5a40', light)}"/>
    <rect x="-110" y="-64" width="60" height="44" fill="${win}"/><rect x="-20" y="-70" width="40" height="70" fill="${win}"/>
    <rect x="50" y="-64" width="60" height="44" fill="${win}"/></g>`;
}

export function rocksScene(rand: Rand): string {
  const light = lightFor(rand, [2, 1, 4, 3, 2]);
  const horizon = range(rand, 560, 640);
  let rocks = '';
  let x = range(rand, -200, 0);
  while (x < W) {
    const w = range(rand, 260, 520);
    if (rand() < 0.75) rocks += outcrop(rand, x, horizon + 40, w, range(rand, 160, 380), light);
    x += w * range(rand, 0.8, 1.3);
  }
  const body = `<defs><linearGradient id="rockShade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient></defs>
  ${sky(rand, light, horizon)}${rocks}
  ${dunes(rand, light, horizon + 40, ['#dcae78', '#cf9862', '#bd8050'])}
  ${lodge(range(rand, 400, 1200), horizon + range(rand, 170, 220), range(rand, 0.9, 1.2), light, '#d8b48a')}
  ${palm(range(rand, 100, 300), H - 60, 1.2, tone('#2a3b2a', light), 6)}`;
  return svgDoc(body);
}

export function peaksScene(rand: Rand): string {
  const light = lightFor(rand, [4, 3, 3, 2, 1]);
  const horizon = range(rand, 420, 520);
  const ridge = (y: number, amp: number, colour: string) => {
    let d = `M0 ${f(y)}`;
    for (let px = 0; px <= W; px += 100)
      d += `L${px} ${f(y - amp * Math.abs(Math.sin(px / range(rand, 180, 320))) - rand() * 20)}`;
    return `<path d="${d}V${H}H0Z" fill="${tone(colour, light)}"/>`;
  };
  const mist = `<defs><linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.6" stop-color="#fff" stop-opacity="${light.night ? 0.06 : 0.3}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs><rect y="${f(horizon - 40)}" width="${W}" height="200" fill="url(#mist)"/>`;
  const body = `${sky(rand, light, horizon)}
  ${ridge(horizon, 200, '#7f9b95')}${mist}${ridge(horizon + 120, 160, '#5d8a66')}${ridge(horizon + 250, 110, '#3f7048')}
  ${lodge(range(rand, 500, 1100), horizon + range(rand, 300, 340), 1.3, light, '#cfc2ac')}
  ${ridge(horizon + 480, 40, '#2f5a36')}`;
  return svgDoc(body);
}
