import { Trans, useLingui } from '@lingui/react/macro';
import type { QueueName } from '../../api/queues/keys';
import { DecisionForm } from './DecisionForm';
import { Decisions } from './Decisions';

/** What the decisions say about the record they concern (a review, a message…). */
export interface HideRestoreKeepWords {
  restore: {
    title: string;
    /** What showing it again changes, for whom. */
    help: string;
    submit: string;
  };
  hide: {
    submit: string;
    /** Where the reason goes and what hiding changes. */
    reasonHelp: string;
  };
}

/**
 * The moderation decisions a reported or flagged record takes (reviews, reported messages): a hidden
 * one can be shown again; a shown one hidden with a reason, or, while it waits for a look, kept as it
 * is. Each is a DecisionForm posting `hide`, `restore` or `keep` to the record's queue.
 */
export function HideRestoreKeep({
  queue,
  id,
  hidden,
  waiting,
  words,
}: {
  queue: QueueName;
  id: string;
  hidden: boolean;
  waiting: boolean;
  words: HideRestoreKeepWords;
}) {
  const { t } = useLingui();
  return (
    <Decisions open>
      {hidden ? (
        <DecisionForm
          queue={queue}
          id={id}
          verb="restore"
          title={words.restore.title}
          help={<p className="field-description">{words.restore.help}</p>}
          submit={words.restore.submit}
        />
      ) : (
        <>
          <DecisionForm
            queue={queue}
            id={id}
            verb="hide"
            title={t`Hide`}
            submit={words.hide.submit}
            danger
            text={{ name: 'reason', label: t`Reason`, description: words.hide.reasonHelp, max: 2000 }}
          />
          {waiting && (
            <DecisionForm
              queue={queue}
              id={id}
              verb="keep"
              title={t`Looks fine`}
              help={
                <p className="field-description">
                  <Trans>It stays as it is and leaves the waiting list.</Trans>
                </p>
              }
              submit={t`Keep it shown`}
            />
          )}
        </>
      )}
    </Decisions>
  );
}
