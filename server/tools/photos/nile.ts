import { towers } from './skyline';
import { f, H, lightFor, linear, palm, pick, range, sky, svgDoc, tone, W, type Rand } from './kit';

/*
 * The Nile from a Zamalek terrace: the river across the frame with a felucca under sail, the far
 * bank's low towers and palms, and, on some keys, the pyramids faint on the horizon.
 */
export function nileScene(rand: Rand): string {
  const light = lightFor(rand, [2, 2, 4, 3, 2]);
  const horizon = range(rand, 470, 540);
  const bank = horizon + 40;
  const pyramids =
    rand() < 0.5
      ? `<g fill="${tone('#c9a878', light)}" opacity="0.7"><path d="M${f(1000)} ${f(horizon)}l120 -110 120 110Z"/><path d="M1180 ${f(horizon)}l90 -80 90 80Z"/></g>`
      : '';
  const sailX = range(rand, 300, 1200);
  const sailY = range(rand, bank + 140, bank + 240);
  const sail = tone(pick(rand, ['#f6f1e4', '#efe3c8']), light);
  const felucca = `<g transform="translate(${f(sailX)} ${f(sailY)})">
    <path d="M-120 0Q0 40 120 0L100 24H-100Z" fill="${tone('#6b4a34', light)}"/>
    <path d="M-10 0L-10 -230L150 -20Z" fill="${sail}"/><path d="M-14 -2L-14 -260" stroke="${tone('#4a3a2c', light)}" stroke-width="6"/></g>`;
  const palms = Array.from({ length: 6 }, () =>
    palm(range(rand, 0, W), bank + 8, range(rand, 0.35, 0.55), tone('#2f4a33', light)),
  ).join('');
  const body = `<defs>${linear('river', [light.water[0], light.water[1]])}${linear('terrace', [tone('#d9c6a5', light), tone('#b49d7a', light)])}</defs>
  ${sky(rand, light, horizon)}${pyramids}
  <g transform="translate(0 ${f(bank)}) scale(1 0.5) translate(0 ${f(-horizon)})">${towers(rand, light, horizon, false)}</g>
  <rect y="${f(bank - 4)}" width="${W}" height="16" fill="${tone('#7a8a58', light)}"/>${palms}
  <rect y="${f(bank + 12)}" width="${W}" height="${H}" fill="url(#river)"/>
  ${felucca}
  <rect y="${H - 120}" width="${W}" height="120" fill="url(#terrace)"/>
  <rect y="${H - 190}" width="${W}" height="10" fill="${tone('#f1ead9', light)}"/>
  ${Array.from({ length: 17 }, (_, i) => `<rect x="${i * 100}" y="${H - 190}" width="14" height="70" fill="${tone('#f1ead9', light)}"/>`).join('')}`;
  return svgDoc(body);
}
