import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../../components/layout/Page';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';
import { formatMoney } from '../../../../lib/money';
import { queueItemOptions } from '../../api/queues/query';
import { backofficeSchemas, schemaOf } from '../../api/schemas';
import { DecisionForm } from './DecisionForm';
import { Decisions } from './Decisions';
import { requestTone } from './InvestmentList';
import { BackToList, Badge, Facts, Moment } from './shared';
import { useQueueLabels } from './use-queue-labels';

const schema = schemaOf(backofficeSchemas, 'InvestmentRequestResponse');

/** One request to buy shares: the investor, the offer and what is left of it, and the two decisions. */
export function InvestmentDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useQueueLabels();
  const { data } = useSuspenseQuery(queueItemOptions('investment-requests', lang, id, schema));
  const request = data.data.request;
  const waiting = request.status === 'new' || request.status === 'contacted';
  const enough = request.unit.shares_left >= request.shares;
  return (
    <Page title={msg`Investment request`}>
      <BackToList queue="investment-requests" />
      <p>
        <Ltr>{request.reference}</Ltr>{' '}
        <Badge tone={requestTone(request.status)}>{labels.request[request.status]}</Badge>
      </p>
      <Facts
        items={[
          [t`Investor`, request.name],
          [t`E-mail`, <Ltr key="e">{request.email}</Ltr>],
          [t`Phone`, <Ltr key="p">{request.phone}</Ltr>],
          [t`Offer`, request.unit.title],
          [t`Shares asked for`, <Plural key="s" value={request.shares} one="# share" other="# shares" />],
          [t`Amount`, formatMoney(request.amount, lang)],
          [
            t`Left of the offer`,
            <Trans key="l">
              {request.unit.shares_left} of {request.unit.total_shares}
            </Trans>,
          ],
          [t`Written in`, request.locale === 'ar' ? t`Arabic` : t`English`],
          [t`Sent`, <Moment key="c" iso={request.created_at} />],
          [t`Decided`, request.decided_at ? <Moment key="d" iso={request.decided_at} /> : null],
          [t`Reason given`, request.decision_reason],
        ]}
      />
      {request.message && <p className="queue-text">{request.message}</p>}
      <Decisions open={waiting}>
        <DecisionForm
          queue="investment-requests"
          id={id}
          verb="approve"
          title={t`Approve`}
          help={
            <p className="field-description">
              {enough ? (
                <Trans>The shares are taken from what is left of the offer, and the investor is told.</Trans>
              ) : (
                <Trans>Fewer shares are left than this request asks for: decline it, or ask for fewer.</Trans>
              )}
            </p>
          }
          submit={t`Approve and sell the shares`}
        />
        <DecisionForm
          queue="investment-requests"
          id={id}
          verb="decline"
          title={t`Decline`}
          submit={t`Decline and tell the investor`}
          danger
          text={{
            name: 'reason',
            label: t`Reason`,
            description: t`Sent to the investor in their language, as you write it.`,
            max: 2000,
          }}
        />
      </Decisions>
    </Page>
  );
}
