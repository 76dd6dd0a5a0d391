import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import type { ReviewSort } from '../../../../contract/reviews';
import { api } from '../../../lib/api-client';
import { reviewsSchemas, schemaOf } from '../../../lib/schemas';
import { reviewsKeys } from './keys';

export const UNIT_REVIEWS_PAGE = 5;

export const getUnitReviews = (unitId: number, sort: ReviewSort, page: number) =>
  api('/api/v1/reviews/unit-reviews', {
    query: { unit_id: unitId, sort, page, per_page: UNIT_REVIEWS_PAGE },
    schema: schemaOf(reviewsSchemas, 'UnitReviewsResponse'),
  });

/** Pages of a unit's reviews, for "show more"; read in the browser only, never in the cached page. */
export const unitReviewsQueryOptions = (
  unitId: number,
  sort: ReviewSort,
  locale: Locale,
  viewer: string | null,
) =>
  infiniteQueryOptions({
    queryKey: reviewsKeys.unit(unitId, sort, locale, viewer),
    queryFn: ({ pageParam }) => getUnitReviews(unitId, sort, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.last_page ? last.pagination.page + 1 : undefined,
    staleTime: 30_000,
    // The reader's own reactions are in it: never written to the device's persisted cache: personal data stays off the device unless a guest needs it offline.
    meta: { persist: false },
  });
