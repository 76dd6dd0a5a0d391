import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { VAT_RATE_BP } from '../../../../../contract/checkout-rules';
import { intlLocale, type Locale } from '../../../../../contract/i18n';
import { Button } from '../../../../components/ui/Button';
import { useErrorMessage } from '../../../../lib/error-message';
import { currentLocale } from '../../../../lib/i18n';
import { formatMoney } from '../../../../lib/money';
import { formatPercent } from '../../../../lib/numbers';
import type { PricePreview as Preview } from '../../api/check-availability';
import { ChargeAhead } from './ChargeAhead';
import { groupNights, type NightGroup } from './price-lines';

/** "Thu, May 8 and Fri, May 9": the nights an override line covers, through Intl in the page's language. */
function formatNights(dates: string[], lang: Locale): string {
  const tag = intlLocale(lang);
  const day = new Intl.DateTimeFormat(tag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
    calendar: 'gregory',
  });
  const list = new Intl.ListFormat(tag, { type: 'conjunction', style: 'long' });
  return list.format(dates.map((d) => day.format(new Date(`${d}T00:00:00Z`))));
}

function NightLine({ group, lang }: { group: NightGroup; lang: Locale }) {
  const { t } = useLingui();
  const price = formatMoney(group.price, lang);
  const count = group.dates.length;
  const dates = formatNights(group.dates, lang);
  return (
    <div className="price-line">
      <dt>
        <Plural value={count} one={`${price} × # night`} other={`${price} × # nights`} />
        {group.source === 'override' && <span className="price-line-note">{t`Special rate: ${dates}`}</span>}
      </dt>
      <dd>{formatMoney(group.amount, lang)}</dd>
    </div>
  );
}

function ExtraLine({ extra, lang }: { extra: Preview['extras'][number]; lang: Locale }) {
  const name = extra.name;
  const nights = extra.quantity;
  return (
    <div className="price-line">
      <dt>
        {extra.pricing === 'per_night' ? (
          <Plural value={nights} one={`${name} × # night`} other={`${name} × # nights`} />
        ) : (
          name
        )}
      </dt>
      <dd>{formatMoney(extra.amount, lang)}</dd>
    </div>
  );
}

/**
 * The itemised price of a stay: nights grouped by price, the cleaning fee, extras, and the total. The
 * total is a polite live region, so a screen reader hears it change after each pick. The area keeps
 * its height (see booking.css) while loading, so the Reserve button below never jumps.
 */
export function PricePreview({ query, hasStay }: { query: UseQueryResult<Preview>; hasStay: boolean }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const messageOf = useErrorMessage();
  const data = hasStay ? query.data : undefined;
  let body;
  if (!hasStay) body = <p className="price-hint">{t`Add your dates to see the total price.`}</p>;
  else if (query.isError && !data)
    body = (
      <div className="price-error" role="alert">
        <p>{messageOf(query.error)}</p>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  else if (!data) body = <PreviewSkeleton />;
  else
    body = (
      <>
        {!data.available && (
          <ul className="price-reasons" role="alert">
            {data.reasons.map((reason) => (
              <li key={reason.code}>{reason.message}</li>
            ))}
          </ul>
        )}
        <dl className="price-lines">
          {groupNights(data.lines).map((group) => (
            <NightLine key={group.dates[0]} group={group} lang={lang} />
          ))}
          {data.cleaning_fee.amount_minor > 0 && (
            <div className="price-line">
              <dt>{t`Cleaning fee`}</dt>
              <dd>{formatMoney(data.cleaning_fee, lang)}</dd>
            </div>
          )}
          {data.extras.map((extra) => (
            <ExtraLine key={extra.id} extra={extra} lang={lang} />
          ))}
          <div className="price-line">
            <dt>{t`VAT (${formatPercent(VAT_RATE_BP, lang)})`}</dt>
            <dd>{formatMoney(data.vat, lang)}</dd>
          </div>
        </dl>
      </>
    );
  return (
    <section
      className="price-preview"
      aria-label={t`Price details`}
      aria-busy={query.isFetching || undefined}
      data-stale={query.isPlaceholderData || undefined}
    >
      {body}
      <p className="price-total" aria-live="polite" aria-atomic="true">
        {data && (
          <>
            <span>{t`Total`}</span> <strong>{formatMoney(data.total, lang)}</strong>
          </>
        )}
      </p>
      {data && <ChargeAhead charge={data.charge} shown={data.total.currency} />}
    </section>
  );
}

function PreviewSkeleton() {
  return (
    <div className="price-skeleton" aria-hidden="true">
      <span />
      <span />
    </div>
  );
}
