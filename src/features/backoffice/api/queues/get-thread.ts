import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../../contract/i18n';
import { api } from '../../../../lib/api-client';
import { backofficeSchemas, schemaOf } from '../schemas';
import { queueKeys } from './keys';

/** A guest–host conversation as staff read it (hidden messages too); reading it marks nothing read. */
export const consoleThreadOptions = (locale: Locale, threadId: number) =>
  queryOptions({
    queryKey: [...queueKeys.queue('message-reports'), 'thread', locale, threadId] as const,
    queryFn: () =>
      api(`/api/v1/backoffice/messages/threads/${threadId}`, {
        schema: schemaOf(backofficeSchemas, 'ConsoleThreadResponse'),
      }),
    meta: { persist: false },
  });
