import { Trans, useLingui } from '@lingui/react/macro';
import type { MySubmission } from '../../../../contract/hosting';
import { Link } from '../../../components/ui/Link';
import { Ltr } from '../../../components/ui/Ltr';
import { formatStayDay } from '../../../../contract/format';
import { currentLocale } from '../../../lib/i18n';

/** One of the person's listing requests: where it stands and what they can do about it. */
function SubmissionItem({ item }: { item: MySubmission }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const sent = formatStayDay(item.created_at.slice(0, 10), lang);
  const status = {
    submitted: t`Under review`,
    approved: t`Accepted`,
    rejected: t`Not accepted`,
  }[item.status];
  const city = item.city;
  return (
    <li className={`hosting-request hosting-request-${item.status}`}>
      <p className="hosting-request-head">
        <span className="hosting-request-status">{status}</span>{' '}
        <span className="hosting-request-ref">
          <Ltr>{item.reference}</Ltr>
        </span>
      </p>
      <p className="hosting-request-meta">
        <Trans>
          A property in {city}, sent on {sent}.
        </Trans>
      </p>
      {item.status === 'submitted' && (
        <p>
          <Trans>
            Our team is reviewing it and will call you within three working days. You’ll get a notification
            and an email when it’s decided.
          </Trans>
        </p>
      )}
      {item.status === 'approved' && item.unit_id !== null && (
        <p>
          <Trans>You’re a host now. We made a draft listing from what you sent.</Trans>{' '}
          <Link
            to="/$lang/hosting/$"
            params={{ lang, _splat: `units/${item.unit_id}` }}
            className="btn btn-primary"
          >
            <Trans>Complete your listing</Trans>
          </Link>
        </p>
      )}
      {item.status === 'rejected' && (
        <p>
          {item.decision_reason ? (
            <Trans>The reason: {item.decision_reason}</Trans>
          ) : (
            <Trans>We sent you the reason by email.</Trans>
          )}{' '}
          <Trans>You’re welcome to send a new request once it’s resolved.</Trans>
        </p>
      )}
    </li>
  );
}

export function MySubmissions({ items }: { items: readonly MySubmission[] }) {
  if (items.length === 0)
    return (
      <p className="hosting-empty">
        <Trans>You haven’t sent a property yet. Start with the form: it takes about five minutes.</Trans>
      </p>
    );
  return (
    <ul className="hosting-requests">
      {items.map((item) => (
        <SubmissionItem key={item.reference} item={item} />
      ))}
    </ul>
  );
}
