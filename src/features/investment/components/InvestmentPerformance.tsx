import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { InvestmentActuals } from '../../../../contract/investment';
import { Button } from '../../../components/ui/Button';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useCurrency } from '../../../lib/use-currency';
import { investmentPerformanceQueryOptions } from '../api/get-investment-performance';
import { formatNightRange, formatOccupancy } from './performance-format';
import { formatPercent } from '../../../lib/numbers';

type Kind = 'actual' | 'projected';

/** One figure with its kind written out, so an estimate is never read as a result. */
function Figure({ label, value, kind }: { label: string; value: string; kind: Kind }) {
  const { t } = useLingui();
  return (
    <div className={`performance-figure performance-${kind}`}>
      <dt>
        <span className="figure-kind">
          {kind === 'actual'
            ? t({ message: 'Actual', context: 'a figure measured from real stays' })
            : t({ message: 'Projected', context: 'a figure estimated ahead' })}
        </span>
        <span className="figure-label">{label}</span>
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

function Actuals({ actual }: { actual: InvestmentActuals }) {
  const { t } = useLingui();
  const lang = currentLocale();
  return (
    <>
      <Figure kind="actual" label={t`Occupancy`} value={formatOccupancy(actual.occupancy_bps, lang)} />
      {actual.average_nightly_rate && (
        <Figure
          kind="actual"
          label={t`Average nightly rate`}
          value={formatMoney(actual.average_nightly_rate, lang)}
        />
      )}
      <Figure kind="actual" label={t`Rental income`} value={formatMoney(actual.income, lang)} />
    </>
  );
}

/**
 * What the property earned as a rental over the last 12 months beside what the offer projects, each
 * labelled. Read in the browser too when the server's render could not fetch it: loading, failure
 * (with a retry), not rented yet, and a rented year with no stays each say so.
 */
export function InvestmentPerformance({ slug }: { slug: string }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const query = useQuery(investmentPerformanceQueryOptions(slug, useCurrency()));
  const actual = query.data?.actual;
  const range = actual ? formatNightRange(actual.first_night, actual.last_night, lang) : '';
  return (
    <section className="performance" aria-labelledby="performance-heading">
      <h2 id="performance-heading">
        <Trans>Returns: actual and projected</Trans>
      </h2>
      {query.isPending ? (
        <p className="performance-status" role="status">
          <Trans>Loading the rental figures…</Trans>
        </p>
      ) : query.isError ? (
        <div className="performance-status" role="alert">
          <p>
            <Trans>The rental figures could not be loaded. Check your connection and try again.</Trans>
          </p>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          <dl className="performance-figures">
            {actual && actual.occupied_nights > 0 && <Actuals actual={actual} />}
            <Figure
              kind="projected"
              label={t`Annual yield`}
              value={formatPercent(query.data.projected_yield_bps, lang)}
            />
          </dl>
          {!actual ? (
            <p className="performance-note">
              <Trans>
                Not rented yet: occupancy, nightly rate and income appear here once the property is let and
                its first stays are over.
              </Trans>
            </p>
          ) : actual.occupied_nights === 0 ? (
            <p className="performance-note">
              <Trans>No nights were let in the last 12 months ({range}).</Trans>
            </p>
          ) : (
            <p className="performance-note">
              <Trans>
                Actual figures come from <Plural value={actual.stays} one="# stay" other="# stays" /> in the
                last 12 months ({range}): confirmed and completed nights at the rate charged, before VAT,
                cleaning and extras, less refunds. Cancelled stays count nothing.
              </Trans>
            </p>
          )}
        </>
      )}
    </section>
  );
}
