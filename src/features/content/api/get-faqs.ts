import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { contentPagesSchemas, schemaOf } from '../../../lib/schemas';
import { contentKeys } from './keys';

/**
 * Every question at once (a few dozen): the page filters them as the visitor types, with no request
 * per keystroke and nothing lost offline once loaded.
 */
export const faqsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.faqs(locale),
    queryFn: () =>
      api('/api/v1/faqs', { schema: schemaOf(contentPagesSchemas, 'FaqsResponse') }).then(
        (r) => r.data.items,
      ),
    staleTime: 10 * 60_000,
  });
