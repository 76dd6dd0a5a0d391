import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Page } from '../../../../components/layout/Page';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';
import { queueItemOptions } from '../../api/queues/query';
import { usePrivatePhoto } from '../../api/queues/use-private-photo';
import { backofficeSchemas, schemaOf } from '../../api/schemas';
import { DecisionForm } from './DecisionForm';
import { Decisions } from './Decisions';
import { BackToList, Badge, Facts, Moment } from './shared';
import { useQueueLabels } from './use-queue-labels';

const schema = schemaOf(backofficeSchemas, 'SubmissionResponse');

/** One "List your property" request: what the owner sent, their photos, and the two decisions. */
export function SubmissionDetail({ reference }: { reference: string }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useQueueLabels();
  const { data } = useSuspenseQuery(queueItemOptions('property-submissions', lang, reference, schema));
  const item = data.data.submission;
  const [unitId, setUnitId] = useState<number | null>(null);
  const waiting = item.status === 'submitted';
  return (
    <Page title={msg`Property submission`}>
      <BackToList queue="property-submissions" />
      <p>
        <Ltr>{item.reference}</Ltr>{' '}
        <Badge tone={waiting ? 'waiting' : item.status === 'approved' ? 'done' : 'refused'}>
          {labels.submission[item.status]}
        </Badge>
      </p>
      <Facts
        items={[
          [t`Owner`, item.owner_name],
          [t`E-mail`, <Ltr key="e">{item.owner_email}</Ltr>],
          [t`Phone`, <Ltr key="p">{item.owner_phone}</Ltr>],
          [t`Signed in when sending`, item.has_account ? t`Yes` : t`No`],
          [t`Place`, `${item.category} · ${item.city}`],
          [t`Address`, item.address],
          [t`Bedrooms`, item.bedrooms],
          [t`Guests`, item.guests],
          [t`Written in`, item.locale === 'ar' ? t`Arabic` : t`English`],
          [t`Sent`, <Moment key="s" iso={item.created_at} />],
          [t`Decided`, item.decided_at ? <Moment key="d" iso={item.decided_at} /> : null],
          [t`Reason given`, item.decision_reason],
        ]}
      />
      <h2>
        <Trans>Description</Trans>
      </h2>
      <p className="queue-text" lang={item.locale}>
        {item.description}
      </p>
      <h2>
        <Trans>Photos</Trans>
      </h2>
      {item.photo_names.length === 0 ? (
        <p>
          <Trans>The owner sent no photos.</Trans>
        </p>
      ) : (
        <div className="queue-photos">
          {item.photo_names.map((name, i) => (
            <PrivatePhoto
              key={name}
              reference={item.reference}
              name={name}
              alt={t`Photo ${i + 1} of the property`}
            />
          ))}
        </div>
      )}
      {(unitId ?? item.unit_id) !== null && (
        <p role="status">
          <Trans>
            The owner is a host now, with draft unit #{unitId ?? item.unit_id} to complete and send for
            review.
          </Trans>
        </p>
      )}
      <Decisions open={waiting}>
        <DecisionForm
          queue="property-submissions"
          id={item.reference}
          verb="accept"
          title={t`Accept`}
          help={
            <p className="field-description">
              {item.has_account ? (
                <Trans>The owner’s account becomes a host with a draft unit made from this request.</Trans>
              ) : (
                <Trans>
                  Sent without signing in: there is no account to make a host. Reject it and ask the owner to
                  sign in and send it again.
                </Trans>
              )}
            </p>
          }
          submit={t`Accept and make a draft unit`}
          onDone={(answer) => answer.accepted && setUnitId(answer.accepted.unit_id)}
        />
        <DecisionForm
          queue="property-submissions"
          id={item.reference}
          verb="reject"
          title={t`Reject`}
          submit={t`Reject and tell the owner`}
          danger
          text={{
            name: 'reason',
            label: t`Reason`,
            description: t`Mailed to the owner in their language, as you write it.`,
            max: 2000,
          }}
        />
      </Decisions>
    </Page>
  );
}

function PrivatePhoto({ reference, name, alt }: { reference: string; name: string; alt: string }) {
  const photo = usePrivatePhoto(
    `/api/v1/backoffice/property-submissions/${encodeURIComponent(reference)}/photos/${name}-640.webp`,
  );
  if (photo === 'loading') return <div className="queue-photo-slot" role="status" aria-label={alt} />;
  if (photo === 'failed')
    return (
      <p className="field-description">
        <Trans>This photo couldn’t be loaded.</Trans>
      </p>
    );
  return <img src={photo} alt={alt} width={640} height={400} />;
}
