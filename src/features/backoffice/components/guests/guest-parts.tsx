import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatCount } from '../../../../../contract/format';
import { Link } from '../../../../components/ui/Link';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';

/** A heading, how many of how many are shown, and the table (or what an empty list means). */
export function ListSection({
  id,
  title,
  shown,
  total,
  empty,
  children,
}: {
  id: string;
  title: ReactNode;
  shown: number;
  total: number;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    // The table's own region carries the name; the section named too would be a second region of it.
    <section className="guest-section">
      <h2 id={id}>{title}</h2>
      {total === 0 ? (
        <p className="empty-state">{empty}</p>
      ) : (
        <>
          {shown < total && <LatestOf shown={shown} total={total} />}
          <div className="console-table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
            <table className="console-table guest-table">{children}</table>
          </div>
        </>
      )}
    </section>
  );
}

function LatestOf({ shown, total }: { shown: number; total: number }) {
  const lang = currentLocale();
  const latest = formatCount(shown, lang);
  const all = formatCount(total, lang);
  return (
    <p className="console-count">
      <Trans>
        The latest {latest} of {all}.
      </Trans>
    </p>
  );
}

export const signed = (delta: number, lang: 'en' | 'ar') =>
  `${delta > 0 ? '+' : '−'}${formatCount(Math.abs(delta), lang)}`;

/** A stay's code, linked to its page in the console's reservations. */
export function StayCode({ code }: { code: string | null }) {
  const lang = currentLocale();
  if (!code) return null;
  return (
    <Link to="/$lang/admin/$" params={{ lang, _splat: `reservations/${code}` }}>
      <Ltr>{code}</Ltr>
    </Link>
  );
}
