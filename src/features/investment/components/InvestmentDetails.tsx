import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DocumentHead, summarize } from '../../../components/layout/DocumentHead';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useCurrency } from '../../../lib/use-currency';
import { investmentQueryOptions } from '../api/get-investments';
import { Funding } from './Funding';
import { InvestmentPerformance } from './InvestmentPerformance';
import { InvestmentRequestForm } from './InvestmentRequestForm';
import { formatCount, formatPercent } from '../../../lib/numbers';

/** What an investor needs: price per share, shares left, funding, yield with a worked example, documents. */
export function InvestmentDetails({ slug }: { slug: string }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const { data: item } = useSuspenseQuery(investmentQueryOptions(slug, lang, useCurrency()));
  const price = formatMoney(item.price_per_share, lang);
  const minimum = formatMoney(item.minimum_investment, lang);
  const yieldText = formatPercent(item.expected_yield_bps, lang);
  // The worked example: the minimum investment times the expected yield, in whole minor units.
  const yearly = formatMoney(
    {
      ...item.minimum_investment,
      amount_minor: Math.round((item.minimum_investment.amount_minor * item.expected_yield_bps) / 10_000),
    },
    lang,
  );
  const sharesLeft = formatCount(item.shares_left, lang);
  const open = item.status === 'open' && item.shares_left > 0;
  return (
    <article className="unit">
      <DocumentHead
        title={`${item.title} · ${t({ id: 'brand.name', message: 'Sakan' })}`}
        description={summarize(item.summary)}
      />
      <h1>{item.title}</h1>
      <p className="unit-place">{item.city.name}</p>
      <ResponsiveImage
        cover
        className="investment-cover"
        imageKey={item.cover.key}
        alt={item.cover.alt}
        sizes="100vw"
        priority
      />
      <div className="unit-layout">
        <div className="unit-main">
          <p>{item.description}</p>
          <dl className="facts">
            <dt>{t`Price per share`}</dt>
            <dd>{price}</dd>
            <dt>{t`Shares left`}</dt>
            <dd>{sharesLeft}</dd>
            <dt>{t`Minimum investment`}</dt>
            <dd>{minimum}</dd>
            <dt>{t`Expected annual yield`}</dt>
            <dd>{yieldText}</dd>
          </dl>
          <Funding percent={item.funding_percent} />
          <p className="worked-example">
            <Trans>
              For example, investing the minimum of {minimum} at {yieldText} would return about {yearly} a
              year. Returns are not guaranteed.
            </Trans>
          </p>
          <InvestmentPerformance slug={item.slug} />
          {item.documents.length > 0 && (
            <>
              <h2>
                <Trans>Documents</Trans>
              </h2>
              <ul>
                {item.documents.map((doc) => (
                  <li key={doc.url}>
                    <a href={doc.url}>{doc.title}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <aside className="booking-card" aria-labelledby="request-heading">
          <h2 id="request-heading">
            <Trans>Request to invest</Trans>
          </h2>
          {open ? (
            <InvestmentRequestForm investment={item} />
          ) : (
            <p>{t`This opportunity is not taking requests.`}</p>
          )}
        </aside>
      </div>
    </article>
  );
}
