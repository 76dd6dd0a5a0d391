import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Radio, RadioGroup, Label } from 'react-aria-components';
import type { StaffCancelPreview } from '../../../../../contract/backoffice';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { TextAreaField } from '../../../../components/ui/TextAreaField';
import { TextField } from '../../../../components/ui/TextField';
import { currentLocale } from '../../../../lib/i18n';
import { formatMoney } from '../../../../lib/money';
import { useStaffCancel } from '../../api/staff-reservations';

/**
 * Cancelling for the guest: the policy's refund as previewed, or (finance and admin) another amount up
 * to what was paid by card. A reason is required either way; it is kept with the stay and the audit.
 */
export function StaffCancelForm({
  code,
  preview,
  canOverride,
}: {
  code: string;
  preview: StaffCancelPreview;
  canOverride: boolean;
}) {
  const { t } = useLingui();
  const lang = currentLocale();
  const cancel = useStaffCancel(code);
  const [refund, setRefund] = useState<'policy' | 'override'>('policy');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const policyRefund = formatMoney(preview.policy_refund, lang);
  const riyals = Number(amount.replace(',', '.'));
  return (
    <section className="console-card" aria-labelledby="staff-cancel-title">
      <h2 id="staff-cancel-title">
        <Trans>Cancel for the guest</Trans>
      </h2>
      <MutationForm
        mutation={cancel}
        variables={() =>
          refund === 'policy'
            ? { refund, expected_refund_minor: preview.policy_refund.amount_minor, reason }
            : { refund, amount_minor: Math.round(riyals * 100), reason }
        }
      >
        <RadioGroup value={refund} onChange={(value) => setRefund(value as typeof refund)} className="field">
          <Label>{t`Refund`}</Label>
          <Radio value="policy" className="radio">
            <Trans>
              The policy’s refund: {policyRefund} of {formatMoney(preview.paid, lang)} paid by card
            </Trans>
          </Radio>
          {canOverride && (
            <Radio value="override" className="radio">
              <Trans>Another amount (finance)</Trans>
            </Radio>
          )}
        </RadioGroup>
        {refund === 'override' && (
          <TextField
            name="amount_minor"
            label={t`Refund in riyals`}
            description={t`From 0 up to ${formatMoney(preview.paid, lang)}.`}
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            isRequired
            validate={(value) => {
              const n = Number(value.replace(',', '.'));
              return Number.isFinite(n) && n >= 0 && n * 100 <= preview.paid.amount_minor
                ? null
                : t`Enter an amount from 0 up to what the guest paid by card.`;
            }}
          />
        )}
        <TextAreaField
          name="reason"
          label={t`Reason`}
          description={t`Kept with the stay and in the audit log.`}
          value={reason}
          onChange={setReason}
          maxLength={500}
          rows={3}
          validate={(value) => (value.trim().length < 3 ? t`Write at least 3 characters.` : null)}
        />
        <SubmitButton className="btn-danger" block={false}>
          <Trans>Cancel the stay and refund</Trans>
        </SubmitButton>
      </MutationForm>
    </section>
  );
}
