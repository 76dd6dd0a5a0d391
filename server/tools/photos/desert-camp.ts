import { f, H, lightFor, palm, pick, range, sky, svgDoc, tone, W, type Light, type Rand } from './kit';

/*
 * A desert camp, mostly after dark: rolling dunes, Bedouin-style tents with lit doorways, a fire
 * with its warm pool of light and a few lanterns. The dunes are reused by the AlUla scenes.
 */
export function dunes(
  rand: Rand,
  light: Light,
  horizon: number,
  colours = ['#d9a46a', '#c98b55', '#b06f42'],
): string {
  return colours
    .map((c, i) => {
      const y = horizon + i * range(rand, 70, 110);
      const a = range(rand, -50, 30);
      const b = range(rand, -40, 40);
      return `<path d="M0 ${f(y + b)}C${f(range(rand, 200, 500))} ${f(y + a)} ${f(range(rand, 600, 900))} ${f(y - a)} ${f(range(rand, 1000, 1200))} ${f(y + b / 2)}S${f(W - 100)} ${f(y + a)} ${W} ${f(y)}V${H}H0Z" fill="${tone(c, light)}"/>`;
    })
    .join('');
}

function tent(rand: Rand, x: number, y: number, s: number, light: Light): string {
  const cloth = tone(pick(rand, ['#f1e6d0', '#e8d6b4', '#3b2f2a', '#efe3cc']), light);
  const glow = light.windowsLit ? '#ffc463' : tone('#4a3a30', light);
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s.toFixed(2)})">
    <path d="M-170 0L-120 -90Q-60 -120 0 -128Q60 -120 120 -90L170 0Z" fill="${cloth}"/>
    <path d="M-120 -90L-170 0H-140L-100 -84Z" fill="#000" opacity="0.12"/>
    <path d="M-30 0L-10 -70H10L30 0Z" fill="${glow}"/>
    <path d="M-2 -128V-150" stroke="${cloth}" stroke-width="6"/></g>`;
}

export function desertCampScene(rand: Rand): string {
  const light = lightFor(rand, [0, 0, 1, 2, 5]);
  const horizon = range(rand, 560, 620);
  const fx = range(rand, 500, 1100);
  const fy = horizon + range(rand, 230, 290);
  const tents = Array.from({ length: 2 + Math.floor(rand() * 3) }, (_, i) => {
    const x = 160 + i * range(rand, 300, 420) + rand() * 60;
    return tent(rand, x, horizon + range(rand, 110, 170), range(rand, 0.8, 1.2), light);
  }).join('');
  const fire = light.windowsLit
    ? `<circle cx="${f(fx)}" cy="${f(fy)}" r="260" fill="url(#fireGlow)"/>
       <path d="M${f(fx - 26)} ${f(fy)}Q${f(fx - 30)} ${f(fy - 50)} ${f(fx)} ${f(fy - 90)}Q${f(fx + 30)} ${f(fy - 50)} ${f(fx + 26)} ${f(fy)}Z" fill="#ffb347"/>
       <path d="M${f(fx - 12)} ${f(fy)}Q${f(fx - 14)} ${f(fy - 30)} ${f(fx)} ${f(fy - 52)}Q${f(fx + 14)} ${f(fy - 30)} ${f(fx + 12)} ${f(fy)}Z" fill="#fff0b0"/>`
    : '';
  const cushions = Array.from({ length: 5 }, (_, i) => {
    const angle = Math.PI * (0.15 + i * 0.18);
    const x = fx + Math.cos(angle) * 190;
    const y = fy + 40 + Math.sin(angle) * 40;
    return `<rect x="${f(x - 40)}" y="${f(y - 16)}" width="80" height="26" rx="10" fill="${tone(pick(rand, ['#a8322c', '#7a2b3a', '#c0692d']), light)}"/>`;
  }).join('');
  const body = `<defs><radialGradient id="fireGlow"><stop offset="0" stop-color="#ffb24d" stop-opacity="0.7"/><stop offset="1" stop-color="#ff9a3c" stop-opacity="0"/></radialGradient></defs>
  ${sky(rand, light, horizon)}
  <path d="M0 ${f(horizon)}L180 ${f(horizon - 60)}L320 ${f(horizon - 30)}L520 ${f(horizon - 90)}L700 ${f(horizon)}Z" fill="${tone('#8a5a48', light)}" opacity="0.8"/>
  ${dunes(rand, light, horizon)}
  ${tents}
  ${rand() < 0.5 ? palm(range(rand, 1250, 1480), horizon + 150, 0.9, tone('#2f3a2c', light)) : ''}
  ${cushions}${fire}`;
  return svgDoc(body);
}
