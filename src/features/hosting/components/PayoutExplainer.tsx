import { Trans } from '@lingui/react/macro';
import { VAT_RATE_BP } from '../../../../contract/checkout-rules';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { formatPercent } from '../../../lib/numbers';

/** Half up, as the server rounds every line (server/modules/hosting/payout.ts). */
const share = (amount: number, bp: number) => Math.floor((amount * bp * 2 + 10_000) / 20_000);

/**
 * How a payout is worked out, with a worked example at the current rates: the fee is taken from the
 * price before the guest's VAT, and VAT is charged on the fee. Each stay keeps the rate of the day it
 * was booked, so older lines may differ from today's rate.
 */
export function PayoutExplainer({ feeBp }: { feeBp: number }) {
  const lang = currentLocale();
  const sar = (amount_minor: number) => formatMoney({ amount_minor, currency: 'SAR' }, lang);
  const price = 100_000;
  const guestVat = share(price, VAT_RATE_BP);
  const fee = share(price, feeBp);
  const feeVat = share(fee, VAT_RATE_BP);
  const feeRate = formatPercent(feeBp, lang);
  const vatRate = formatPercent(VAT_RATE_BP, lang);
  const paid = sar(price + guestVat);
  const before = sar(price);
  const vat = sar(guestVat);
  const feeText = sar(fee);
  const feeVatText = sar(feeVat);
  const payout = sar(price - fee - feeVat);
  return (
    <section aria-labelledby="earnings-how" className="earnings-how">
      <h2 id="earnings-how">
        <Trans>How your payout is worked out</Trans>
      </h2>
      <p>
        <Trans>
          The platform keeps a fee of {feeRate} of each stay’s price before VAT, and charges {vatRate} VAT on
          that fee. The guest’s VAT goes to the tax authority. What is left is your payout, due 24 hours after
          check-in. Refunds to the guest are taken off first.
        </Trans>
      </p>
      <p>
        <Trans>
          For example, a guest pays {paid}: {before} for the stay and {vat} VAT. The fee is {feeText}, its VAT{' '}
          {feeVatText}, and your payout {payout}.
        </Trans>
      </p>
      <p>
        <Trans>Each stay keeps the fee rate of the day it was booked.</Trans>
      </p>
    </section>
  );
}
