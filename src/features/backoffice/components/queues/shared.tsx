import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatMoment } from '../../../../../contract/format';
import { Link } from '../../../../components/ui/Link';
import { currentLocale } from '../../../../lib/i18n';
import type { QueueName } from '../../api/queues/keys';
import './queues.css';

/** A record of a queue, at /admin/<queue>/<id>. */
export function QueueLink({
  queue,
  id,
  children,
}: {
  queue: QueueName;
  id: string | number;
  children: ReactNode;
}) {
  return (
    <Link to="/$lang/admin/$" params={{ lang: currentLocale(), _splat: `${queue}/${id}` }}>
      {children}
    </Link>
  );
}

/** Back to the queue's list from one of its records. */
export function BackToList({ queue }: { queue: QueueName }) {
  return (
    <p className="queue-back">
      <Link to="/$lang/admin/$" params={{ lang: currentLocale(), _splat: queue }}>
        <Trans>Back to the list</Trans>
      </Link>
    </p>
  );
}

/** A moment in the reader's language and zone ("Nov 27, 2026, 14:05"). */
export function Moment({ iso }: { iso: string | null }) {
  if (!iso) return null;
  return <time dateTime={iso}>{formatMoment(new Date(iso), currentLocale())}</time>;
}

/** A record's facts as a definition list: label, value; a null value is left out. */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="queue-facts">
      {items
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A short status word with its own look (waiting, done, refused, hidden). */
export function Badge({
  tone,
  children,
}: {
  tone: 'waiting' | 'done' | 'refused' | 'muted';
  children: ReactNode;
}) {
  return <span className={`queue-badge queue-badge-${tone}`}>{children}</span>;
}

/** What the section says while one record loads. */
export function RecordLoading() {
  return (
    <p role="status" className="page">
      <Trans>Loading the record…</Trans>
    </p>
  );
}
