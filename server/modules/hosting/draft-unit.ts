import type { Database } from '../../db/client';
import { CITIES } from '../../db/seed/catalogue-data';
import * as repository from './onboarding-repository';

/** When no published unit in the city gives a price to start from: 500 SAR a night, in halalas. */
export const FALLBACK_PRICE_MINOR = 500_00;

/**
 * The draft unit an accepted submission becomes. Only what the owner told us is filled in: their
 * description in the language they wrote it in (the other language stays empty for them to write),
 * the city, category, capacity and address. The rest are starting values the host changes in the
 * editor: no title, the city's centre as the position, the going price of similar units, a moderate
 * policy and the usual 15:00 / 12:00 times. Nothing of it reaches guests until it is published.
 */
export async function draftUnitFrom(
  db: Database,
  submission: repository.LockedSubmission,
  hostId: string,
): Promise<repository.NewUnit> {
  const place = await repository.findPlaceNames(db, submission.cityId, submission.categoryId);
  const centre = CITIES.find((city) => city.slug === place.city) ??
    (await repository.meanPosition(db, submission.cityId)) ?? { lat: 24.7136, lng: 46.6753 };
  const price =
    (await repository.medianPrice(db, submission.cityId, submission.categoryId)) ??
    (await repository.medianPrice(db, submission.cityId, null)) ??
    FALLBACK_PRICE_MINOR;
  const arabic = submission.locale === 'ar';
  return {
    // The reference is unique, so the slug is too; the host's title never has to be.
    slug: `${place.city}-${place.category}-${submission.reference.toLowerCase()}`,
    titleEn: '',
    titleAr: '',
    descriptionEn: arabic ? '' : submission.description,
    descriptionAr: arabic ? submission.description : '',
    houseRulesEn: '',
    houseRulesAr: '',
    cityId: submission.cityId,
    categoryId: submission.categoryId,
    areaEn: '',
    areaAr: '',
    lat: centre.lat,
    lng: centre.lng,
    guests: submission.guests,
    bedrooms: submission.bedrooms,
    beds: Math.max(1, submission.bedrooms),
    bathrooms: 1,
    checkInTime: '15:00',
    checkOutTime: '12:00',
    cancellationPolicy: 'moderate',
    basePriceMinor: price,
    address: submission.address,
    hostId,
    status: 'draft',
  };
}
