import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ChargedAmounts } from '../../../../contract/reservations';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { ChargedAmount, ChargeNote } from './ChargedAmount';
import { formatPercent } from '../../../lib/numbers';
import { Ltr } from '../../../components/ui/Ltr';

/**
 * The itemised charge, exactly as the server computed it: nights (grouped by price), extras, the
 * cleaning fee, the promo discount, VAT on its own line, coins, and the total. The same component
 * shows the quote before paying and the receipt after, so the two can only differ if the data does.
 * The total is the SAR charge, with the guest's chosen currency beside it when that is another.
 */
export function QuoteLines({ amounts, totalLabel }: { amounts: ChargedAmounts; totalLabel?: string }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const groups = new Map<number, number>();
  for (const night of amounts.nights)
    groups.set(night.amount.amount_minor, (groups.get(night.amount.amount_minor) ?? 0) + 1);
  const currency = amounts.total.currency;
  const vatPercent = formatPercent(amounts.vat_rate_bp, lang);
  return (
    <>
      <dl className="quote-lines">
        {[...groups].map(([amount, count]) => {
          const price = formatMoney({ amount_minor: amount, currency }, lang);
          return (
            <div className="quote-line" key={amount}>
              <dt>
                <Plural value={count} one={`${price} × # night`} other={`${price} × # nights`} />
              </dt>
              <dd>{formatMoney({ amount_minor: amount * count, currency }, lang)}</dd>
            </div>
          );
        })}
        {amounts.extras.map((extra) => (
          <div className="quote-line" key={extra.id}>
            <dt>
              {extra.pricing === 'per_night' ? (
                <Plural
                  value={extra.quantity}
                  one={`${extra.name} × # night`}
                  other={`${extra.name} × # nights`}
                />
              ) : (
                extra.name
              )}
            </dt>
            <dd>{formatMoney(extra.amount, lang)}</dd>
          </div>
        ))}
        {amounts.cleaning_fee.amount_minor > 0 && (
          <div className="quote-line">
            <dt>{t`Cleaning fee`}</dt>
            <dd>{formatMoney(amounts.cleaning_fee, lang)}</dd>
          </div>
        )}
        {amounts.discount.amount_minor > 0 && (
          <div className="quote-line quote-line-credit">
            <dt>
              <Trans>
                Promo code <Ltr>{amounts.promo_code ?? ''}</Ltr>
              </Trans>
            </dt>
            <dd>−{formatMoney(amounts.discount, lang)}</dd>
          </div>
        )}
        <div className="quote-line">
          <dt>{t`VAT (${vatPercent})`}</dt>
          <dd>{formatMoney(amounts.vat, lang)}</dd>
        </div>
        {amounts.coins_spent > 0 && (
          <div className="quote-line quote-line-credit">
            <dt>
              <Plural value={amounts.coins_spent} one="# coin" other="# coins" />
            </dt>
            <dd>−{formatMoney(amounts.coins_amount, lang)}</dd>
          </div>
        )}
        <div className="quote-line quote-total">
          <dt>{totalLabel ?? <Trans>Total</Trans>}</dt>
          <dd>
            <ChargedAmount charge={amounts.total} approx={amounts.approx_total} />
          </dd>
        </div>
      </dl>
      <ChargeNote approx={amounts.approx_total} />
    </>
  );
}
