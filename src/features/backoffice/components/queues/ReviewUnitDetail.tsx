import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../../components/layout/Page';
import { Ltr } from '../../../../components/ui/Ltr';
import { ResponsiveImage } from '../../../../components/ui/ResponsiveImage';
import { currentLocale } from '../../../../lib/i18n';
import { formatMoney } from '../../../../lib/money';
import { queueItemOptions } from '../../api/queues/query';
import { backofficeSchemas, schemaOf } from '../../api/schemas';
import { DecisionForm } from './DecisionForm';
import { Decisions } from './Decisions';
import { Licence } from './licence';
import { BackToList, Badge, Facts, Moment } from './shared';
import { useQueueLabels } from './use-queue-labels';

const schema = schemaOf(backofficeSchemas, 'ReviewUnitResponse');

/** A unit in review: its text in both languages, its photos and licence, and the two decisions. */
export function ReviewUnitDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useQueueLabels();
  const { data } = useSuspenseQuery(queueItemOptions('units-in-review', lang, id, schema));
  const unit = data.data.unit;
  const inReview = unit.status === 'review';
  return (
    <Page title={msg`Unit in review`}>
      <BackToList queue="units-in-review" />
      <p>
        <strong>{unit.title || t`Untitled unit #${unit.id}`}</strong>{' '}
        <Badge tone={inReview ? 'waiting' : unit.status === 'published' ? 'done' : 'muted'}>
          {labels.unit[unit.status] ?? unit.status}
        </Badge>
      </p>
      {unit.status === 'draft' && unit.review_note && (
        <p role="status">
          <Trans>Sent back to the host with these notes: {unit.review_note}</Trans>
        </p>
      )}
      <Facts
        items={[
          [t`Host`, unit.host ? `${unit.host.name}` : t`No host`],
          [t`Host’s e-mail`, unit.host ? <Ltr key="e">{unit.host.email}</Ltr> : null],
          [
            t`Licence`,
            <Licence
              key="l"
              number={unit.licence_number}
              expires={unit.licence_expires_on}
              required={unit.licence_required}
            />,
          ],
          [t`City`, unit.city],
          [t`Address`, unit.address],
          [t`Guests`, unit.guests],
          [t`Bedrooms`, unit.bedrooms],
          [t`Price a night`, formatMoney(unit.price, lang)],
          [t`Sent for review`, <Moment key="s" iso={unit.submitted_at} />],
        ]}
      />
      <div className="queue-decisions">
        <section lang="en" dir="ltr">
          <h2>{unit.title_en || '—'}</h2>
          <p className="queue-text">{unit.description_en || '—'}</p>
        </section>
        <section lang="ar" dir="rtl">
          <h2>{unit.title_ar || '—'}</h2>
          <p className="queue-text">{unit.description_ar || '—'}</p>
        </section>
      </div>
      <h2>
        <Trans>Photos</Trans>
      </h2>
      {unit.photo_keys.length === 0 ? (
        <p>
          <Trans>No photos.</Trans>
        </p>
      ) : (
        <div className="queue-photos">
          {unit.photo_keys.map((key, i) => (
            <ResponsiveImage key={key} imageKey={key} alt={t`Photo ${i + 1} of the unit`} sizes="12rem" />
          ))}
        </div>
      )}
      <Decisions open={inReview}>
        <DecisionForm
          queue="units-in-review"
          id={String(unit.id)}
          verb="approve"
          title={t`Publish`}
          help={
            <p className="field-description">{t`Guests can find and book it at once; the host is told.`}</p>
          }
          submit={t`Approve and publish`}
        />
        <DecisionForm
          queue="units-in-review"
          id={String(unit.id)}
          verb="send-back"
          title={t`Send back to the host`}
          submit={t`Send back with these notes`}
          danger
          text={{
            name: 'notes',
            label: t`Notes for the host`,
            description: t`The host reads them in the unit’s editor and by mail, as you write them.`,
            max: 2000,
          }}
        />
      </Decisions>
    </Page>
  );
}
