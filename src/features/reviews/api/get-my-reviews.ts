import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { reviewsSchemas, schemaOf } from '../../../lib/schemas';
import { reviewsKeys } from './keys';

export const getMyReviews = () =>
  api('/api/v1/reviews', {
    query: { per_page: 50 },
    schema: schemaOf(reviewsSchemas, 'MyReviewsResponse'),
  }).then((r) => ({ items: r.data.items, awaiting: r.data.awaiting }));

export const myReviewsQueryOptions = (locale: Locale) =>
  // Personal, and not one of the lists kept offline (only the lists a guest needs offline are written to the device).
  queryOptions({ queryKey: reviewsKeys.mine(locale), queryFn: getMyReviews, meta: { persist: false } });
