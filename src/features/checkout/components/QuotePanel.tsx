import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/Button';
import { Link } from '../../../components/ui/Link';
import { useErrorMessage } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import type { QuoteAnswer } from '../api/calculate-price';
import { QuoteLines } from './QuoteLines';

/** The quote's states: pricing, refused (why, and where to choose again), failed (retry), or the lines. */
export function QuotePanel({ query, unitSlug }: { query: UseQueryResult<QuoteAnswer>; unitSlug: string }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const messageOf = useErrorMessage();
  const data = query.data;
  if (query.isError && !data) {
    return (
      <div className="price-error" role="alert">
        <p>{messageOf(query.error)}</p>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (!data) {
    return (
      <p className="price-hint" role="status">
        {t`Pricing your stay…`}
      </p>
    );
  }
  return (
    <section
      className="price-preview"
      aria-label={t`Price details`}
      aria-busy={query.isFetching || undefined}
      data-stale={query.isPlaceholderData || undefined}
    >
      {!data.available && (
        <div role="alert">
          <ul className="price-reasons">
            {data.reasons.map((reason) => (
              <li key={reason.code}>{reason.message}</li>
            ))}
          </ul>
          <Link to="/$lang/units/$slug" params={{ lang, slug: unitSlug }} className="btn btn-secondary">
            <Trans>Choose other dates</Trans>
          </Link>
        </div>
      )}
      <QuoteLines amounts={data.quote} />
    </section>
  );
}
