import { chaletScene } from './chalet';
import { desertCampScene } from './desert-camp';
import { apartmentScene, studioScene } from './interior';
import { seeded, type Rand } from './kit';
import { peaksScene, rocksScene } from './mountain';
import { nileScene } from './nile';
import { farmScene, istirahaScene } from './oasis';
import { balconyScene, cityScene } from './skyline';
import { villaScene } from './villa';

/*
 * Which drawing each image key gets. Unit keys are `<category>-NN`; cities, investments and share
 * cards are named after their slug and mapped by hand to the scene that fits the place.
 */
type Scene = (rand: Rand) => string;

const BY_CATEGORY: Record<string, Scene> = {
  villa: villaScene,
  apartment: apartmentScene,
  chalet: chaletScene,
  studio: studioScene,
  istiraha: istirahaScene,
  'desert-camp': desertCampScene,
  'farm-stay': farmScene,
};

const skyline: Scene = (rand) => cityScene(rand);
const BY_NAME: Record<string, Scene> = {
  'city-riyadh': skyline,
  'city-jeddah': chaletScene,
  'city-alula': rocksScene,
  'city-abha': peaksScene,
  'city-dubai': (rand) => cityScene(rand, { spire: true }),
  'city-abu-dhabi': (rand) => cityScene(rand, { domes: true }),
  'city-muscat': peaksScene,
  'city-cairo': nileScene,
  'city-sharm-el-sheikh': chaletScene,
  'city-north-coast': chaletScene,
  'investment-hittin-serviced-apartments': balconyScene,
  'investment-malqa-family-villas': villaScene,
  'investment-obhur-beach-chalets': chaletScene,
  'investment-al-balad-heritage-house': istirahaScene,
  'investment-alula-desert-lodges': rocksScene,
  'investment-soudah-mountain-cabins': peaksScene,
  'investment-marina-holiday-homes': balconyScene,
  'investment-saadiyat-townhouses': villaScene,
  'investment-al-mouj-sea-apartments': apartmentScene,
  'investment-zamalek-nile-flats': nileScene,
  'investment-naama-bay-resort-suites': chaletScene,
  'investment-marassi-summer-chalets': chaletScene,
  'share-home': villaScene,
  'share-units': balconyScene,
  'share-investment': (rand) => cityScene(rand, { spire: true }),
};

function sceneFor(key: string): Scene | undefined {
  const named = BY_NAME[key];
  if (named) return named;
  const match = /^([a-z-]+)-\d{2}$/.exec(key);
  return match ? BY_CATEGORY[match[1] ?? ''] : undefined;
}

/** The SVG for a key (1600x1000), or null for a key no scene draws. */
export function photoSvg(key: string): string | null {
  const scene = sceneFor(key);
  return scene ? scene(seeded(key)) : null;
}
