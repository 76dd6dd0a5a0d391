import type { Locale } from '../../../../contract/i18n';
import type { ReviewSort } from '../../../../contract/reviews';

/**
 * Query keys of the reviews domain. A unit's list depends on the language (unit titles) and on who
 * reads it (their own reactions), so the viewer is part of its key: signing in or out never shows
 * another person's reactions.
 */
export const reviewsKeys = {
  all: ['reviews'] as const,
  mine: (locale: Locale) => [...reviewsKeys.all, 'mine', locale] as const,
  unit: (unitId: number, sort: ReviewSort, locale: Locale, viewer: string | null) =>
    [...reviewsKeys.all, 'unit', unitId, sort, locale, viewer] as const,
};
