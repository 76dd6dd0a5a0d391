import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

/** The queues' status words, translated once per render of the language. */
export function useQueueLabels() {
  const { t, i18n } = useLingui();
  return useMemo(
    () => ({
      submission: { submitted: t`Waiting`, approved: t`Accepted`, rejected: t`Rejected` },
      request: {
        new: t`Waiting`,
        contacted: t`Contacted`,
        approved: t`Approved`,
        declined: t`Declined`,
        closed: t`Closed`,
      },
      contact: { open: t`Open`, closed: t`Closed` },
      unit: { draft: t`Draft`, review: t`In review`, published: t`Published`, paused: t`Paused` } as Record<
        string,
        string
      >,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words change with the language only.
    [i18n.locale],
  );
}
