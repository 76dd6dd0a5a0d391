import { Trans, useLingui } from '@lingui/react/macro';
import type { Money } from '../../../../contract/common';
import { currentLocale } from '../../../lib/i18n';
import { currencyName, formatMoney } from '../../../lib/money';

/**
 * Cards are charged in SAR (the gateways and the ledger work in halalas), while a guest may browse in
 * another currency. Wherever the two meet, the charge is shown as it is, with the chosen currency
 * beside it marked approximate, so nobody meets riyals unannounced.
 */
export function ChargedAmount({ charge, approx }: { charge: Money; approx: Money | null }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const charged = formatMoney(charge, lang);
  if (!approx || approx.currency === charge.currency) return <>{charged}</>;
  const about = formatMoney(approx, lang);
  return (
    <>
      {charged} <span className="charge-approx">{t`(about ${about})`}</span>
    </>
  );
}

/**
 * Below a charge shown with an approximate beside it (checkout, payment, receipt): what is charged in
 * which currency. Nothing when the guest browses in SAR.
 */
export function ChargeNote({ approx }: { approx: Money | null }) {
  if (!approx || approx.currency === 'SAR') return null;
  const name = currencyName(approx.currency, currentLocale());
  return (
    <p className="charge-note">
      <Trans>
        You pay in Saudi riyals (SAR). The {name} amount is approximate: your bank converts it at its own
        rate.
      </Trans>
    </p>
  );
}
