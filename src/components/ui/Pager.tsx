import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/**
 * Previous / "Page 2 of 9" / Next for a list whose page lives in the URL's `page` param; every other
 * param (the filters) is kept. Nothing when there is one page.
 */
export function Pager({ page, last }: { page: number; last: number }) {
  const { t } = useLingui();
  if (last <= 1) return null;
  return (
    <nav className="pager" aria-label={t`Pages of results`}>
      {page > 1 && (
        <Link to="." search={(prev: object) => ({ ...prev, page: page - 1 })} className="btn btn-secondary">
          <Trans>Previous</Trans>
        </Link>
      )}
      <span>
        <Trans>
          Page {page} of {last}
        </Trans>
      </span>
      {page < last && (
        <Link to="." search={(prev: object) => ({ ...prev, page: page + 1 })} className="btn btn-secondary">
          <Trans>Next</Trans>
        </Link>
      )}
    </nav>
  );
}
