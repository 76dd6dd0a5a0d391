import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { Group, Input, Label, NumberField, Button as AriaButton, FieldError } from 'react-aria-components';
import type { InvestmentDetail } from '../../../../contract/investment';
import { EmailField, NameField, PhoneField } from '../../../components/form-fields';
import { normalisePhone } from '../../../lib/form-rules';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useSession } from '../../../lib/use-session';
import { useRequestInvestment } from '../api/request-investment';
import { Ltr } from '../../../components/ui/Ltr';

/** Asks to buy shares; guests leave contact details, signed-in investors use their profile's. */
export function InvestmentRequestForm({ investment }: { investment: InvestmentDetail }) {
  const { t } = useLingui();
  const { token } = useSession();
  const request = useRequestInvestment();
  const [shares, setShares] = useState(investment.minimum_shares);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const total = formatMoney(
    { ...investment.price_per_share, amount_minor: investment.price_per_share.amount_minor * (shares || 0) },
    currentLocale(),
  );

  if (request.data) {
    const reference = request.data.reference;
    return (
      <p className="receipt" role="status">
        <Trans>
          Thank you. Your request <Ltr>{reference}</Ltr> has been received; our investment team will contact
          you.
        </Trans>
      </p>
    );
  }
  return (
    <MutationForm
      mutation={request}
      variables={() => ({
        investment_unit: investment.slug,
        shares,
        ...(token ? {} : { name: name.trim(), email: email.trim(), phone: normalisePhone(phone) }),
      })}
    >
      <NumberField
        className="field"
        name="shares"
        minValue={Math.min(investment.minimum_shares, investment.shares_left)}
        maxValue={investment.shares_left}
        value={shares}
        onChange={setShares}
      >
        <Label className="field-label">{t`Number of shares`}</Label>
        <Group className="number-field">
          <AriaButton slot="decrement" className="stepper" aria-label={t`Fewer shares`}>
            −
          </AriaButton>
          <Input className="field-input" />
          <AriaButton slot="increment" className="stepper" aria-label={t`More shares`}>
            +
          </AriaButton>
        </Group>
        <FieldError className="field-error" />
      </NumberField>
      <p className="form-note">
        <Trans>Total: {total}</Trans>
      </p>
      {!token && (
        <>
          <NameField value={name} onChange={setName} />
          <EmailField value={email} onChange={setEmail} />
          <PhoneField value={phone} onChange={setPhone} />
        </>
      )}
      <SubmitButton>
        <Trans>Send request</Trans>
      </SubmitButton>
    </MutationForm>
  );
}
