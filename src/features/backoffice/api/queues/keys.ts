import type { Locale } from '../../../../../contract/i18n';
import type { GridSearch } from '../../components/grid';
import { backofficeKeys } from '../keys';

/** The console's queues: what is waiting, one list and one record each (never kept on the device). */
export type QueueName =
  | 'property-submissions'
  | 'units-in-review'
  | 'investment-requests'
  | 'reviews'
  | 'message-reports'
  | 'contact-messages';

export const queueKeys = {
  all: [...backofficeKeys.all, 'queues'] as const,
  queue: (queue: QueueName) => [...queueKeys.all, queue] as const,
  list: (queue: QueueName, locale: Locale, grid: GridSearch) =>
    [
      ...queueKeys.queue(queue),
      'list',
      locale,
      grid.page,
      grid.sort,
      grid.dir,
      grid.q,
      grid.filters,
    ] as const,
  item: (queue: QueueName, locale: Locale, id: string) =>
    [...queueKeys.queue(queue), 'item', locale, id] as const,
};
