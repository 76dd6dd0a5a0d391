import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Page } from '../../../../components/layout/Page';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { queueItemOptions } from '../../api/queues/query';
import { backofficeSchemas, schemaOf } from '../../api/schemas';
import { DecisionForm } from './DecisionForm';
import { Decisions } from './Decisions';
import { BackToList, Badge, Facts, Moment } from './shared';
import { useQueueLabels } from './use-queue-labels';

const schema = schemaOf(backofficeSchemas, 'ContactThreadResponse');

/** A contact message and its thread: who answered, what and when; a reply by mail, and closing. */
export function ContactDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useQueueLabels();
  const { data } = useSuspenseQuery(queueItemOptions('contact-messages', lang, id, schema));
  const message = data.data.contact;
  // One key per reply written: a retried press sends one mail; the next reply gets a new key.
  const [replyKey, setReplyKey] = useState(() => newIdempotencyKey());
  const open = message.status === 'open';
  return (
    <Page title={msg`Contact message`}>
      <BackToList queue="contact-messages" />
      <p>
        <Ltr>{message.reference}</Ltr>{' '}
        <Badge tone={open ? 'waiting' : 'muted'}>{labels.contact[message.status]}</Badge>
      </p>
      <Facts
        items={[
          [t`From`, message.name],
          [t`E-mail`, <Ltr key="e">{message.email}</Ltr>],
          [t`Phone`, message.phone ? <Ltr key="p">{message.phone}</Ltr> : null],
          [t`Topic`, message.topic],
          [t`Written in`, message.locale === 'ar' ? t`Arabic` : t`English`],
          [t`Sent`, <Moment key="s" iso={message.created_at} />],
          [t`Closed`, message.closed_at ? <Moment key="c" iso={message.closed_at} /> : null],
        ]}
      />
      <p className="queue-text" lang={message.locale}>
        {message.message}
      </p>
      <h2>
        <Trans>Answers sent</Trans>
      </h2>
      {message.thread.length === 0 ? (
        <p>
          <Trans>Nobody has answered yet.</Trans>
        </p>
      ) : (
        <ol className="queue-thread">
          {message.thread.map((reply) => (
            <li key={reply.id}>
              <p className="queue-thread-by">
                <Trans>
                  {reply.staff_name}, <Moment iso={reply.created_at} />
                </Trans>
              </p>
              <p className="queue-text">{reply.body}</p>
            </li>
          ))}
        </ol>
      )}
      <Decisions open={open}>
        <DecisionForm
          queue="contact-messages"
          id={id}
          verb="replies"
          title={t`Answer by e-mail`}
          submit={t`Send the answer`}
          idempotencyKey={replyKey}
          onDone={() => setReplyKey(newIdempotencyKey())}
          text={{
            name: 'body',
            label: t`Your answer`,
            description:
              message.locale === 'ar'
                ? t`Mailed to the sender with their message quoted; they wrote in Arabic.`
                : t`Mailed to the sender with their message quoted; they wrote in English.`,
            max: 5000,
          }}
        />
        <DecisionForm
          queue="contact-messages"
          id={id}
          verb="close"
          title={t`Close`}
          help={
            <p className="field-description">
              <Trans>When nothing is left to answer. A closed conversation takes no more answers.</Trans>
            </p>
          }
          submit={t`Close the conversation`}
        />
      </Decisions>
    </Page>
  );
}
