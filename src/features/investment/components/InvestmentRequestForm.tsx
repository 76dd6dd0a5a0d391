import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Group, Input, Label, NumberField, Button as AriaButton, FieldError } from 'react-aria-components';
import type { InvestmentDetail } from '../../../../contract/investment';
import { EmailField, NameField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/Button';
import { Form } from '../../../components/ui/Form';
import { FormError } from '../../../components/ui/FormError';
import { TextField } from '../../../components/ui/TextField';
import { normalisePhone, useFieldRules } from '../../../lib/form-rules';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useApiErrors } from '../../../lib/use-api-errors';
import { useSession } from '../../../lib/use-session';
import { useRequestInvestment } from '../api/request-investment';

/** Asks to buy shares; guests leave contact details, signed-in investors use their profile's. */
export function InvestmentRequestForm({ investment }: { investment: InvestmentDetail }) {
  const { t } = useLingui();
  const rules = useFieldRules();
  const { token } = useSession();
  const request = useRequestInvestment();
  const errors = useApiErrors();
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
          Thank you. Your request {reference} has been received; our investment team will contact you.
        </Trans>
      </p>
    );
  }
  return (
    <Form
      className="form"
      validationErrors={errors.fields}
      onEdit={errors.onInput}
      onSubmit={(event) => {
        event.preventDefault();
        errors.clear();
        const contact = token ? {} : { name: name.trim(), email: email.trim(), phone: normalisePhone(phone) };
        request.mutate({ investment_unit: investment.slug, shares, ...contact }, { onError: errors.set });
      }}
    >
      <FormError message={errors.form} />
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
          <TextField
            name="phone"
            type="tel"
            label={t`Mobile number`}
            autoComplete="tel"
            value={phone}
            onChange={setPhone}
            validate={rules.phone}
          />
        </>
      )}
      <Button type="submit" isPending={request.isPending} className="btn-block">
        <Trans>Send request</Trans>
      </Button>
    </Form>
  );
}
