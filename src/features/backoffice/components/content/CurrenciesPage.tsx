import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RATE_STEP_MAX, type AdminCurrency } from '../../../../../contract/backoffice';
import { formatStayDay } from '../../../../../contract/format';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { Page } from '../../../../components/layout/Page';
import { currentLocale } from '../../../../lib/i18n';
import { currenciesQueryOptions, useSaveRate } from '../../api/content/settings';
import { NumberInput } from '../../../../components/form/NumberInput';

export const CURRENCIES_TITLE = msg`Exchange rates`;
export const CURRENCIES_LEAD = msg`How many of each currency one Saudi riyal buys. Prices shown in that currency use it at once; cards are always charged in riyals.`;

/** /admin/currencies (admin and finance): each currency's rate to the riyal. */
export function CurrenciesPage() {
  const { data } = useSuspenseQuery(currenciesQueryOptions());
  return (
    <Page title={CURRENCIES_TITLE} lead={CURRENCIES_LEAD}>
      {data.map((currency) => (
        <Rate key={`${currency.code}:${currency.rate}:${currency.rates_as_of}`} currency={currency} />
      ))}
    </Page>
  );
}

function Rate({ currency }: { currency: AdminCurrency }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const save = useSaveRate(currency.code);
  const [rate, setRate] = useState(currency.rate);
  const name = lang === 'ar' ? currency.name_ar : currency.name_en;
  if (currency.is_base)
    return (
      <p className="content-row">
        <Trans>
          {name} ({currency.code}) is the base currency: its rate is always 1.
        </Trans>
      </p>
    );
  return (
    <MutationForm
      className="form content-form content-rate"
      aria-label={t`Rate of ${name}`}
      mutation={save}
      variables={() => rate}
    >
      <NumberInput
        name="rate"
        label={t`${name} (${currency.code}) for 1 riyal`}
        value={rate}
        onChange={setRate}
        min={0.0001}
        max={100_000}
        fractionDigits={6}
        description={t`Set on ${formatStayDay(currency.rates_as_of, lang)}. One change may move it at most ${RATE_STEP_MAX} times up or down.`}
      />
      <SubmitButton block={false} variant="secondary">
        {t`Save the ${currency.code} rate`}
      </SubmitButton>
    </MutationForm>
  );
}
