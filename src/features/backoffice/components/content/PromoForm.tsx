import { Trans, useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { AdminPromo, PromoCreateBody, PromoEditBody } from '../../../../../contract/backoffice';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { TextField } from '../../../../components/ui/TextField';
import { NumberInput } from '../../../../components/form/NumberInput';

type Kind = 'percent' | 'amount';
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What the form holds: money in riyals as typed, NaN for an emptied number. */
interface Draft {
  code: string;
  kind: Kind;
  value: number;
  valid_from: string;
  valid_to: string;
  min_nights: number;
  max_uses: number;
  max_uses_per_guest: number;
}

const draftOf = (promo: AdminPromo | null): Draft =>
  promo
    ? {
        ...promo,
        value: promo.kind === 'amount' ? promo.value / 100 : promo.value,
        max_uses: promo.max_uses ?? NaN,
      }
    : {
        code: '',
        kind: 'percent',
        value: 10,
        valid_from: today(),
        valid_to: inDays(30),
        min_nights: 1,
        max_uses: NaN,
        max_uses_per_guest: 1,
      };

/** The terms as the API takes them: halalas for an amount, null for no total limit. */
const termsOf = (draft: Draft): PromoEditBody => ({
  kind: draft.kind,
  value: draft.kind === 'amount' ? Math.round(draft.value * 100) : draft.value,
  valid_from: draft.valid_from,
  valid_to: draft.valid_to,
  min_nights: draft.min_nights,
  max_uses: Number.isNaN(draft.max_uses) ? null : draft.max_uses,
  max_uses_per_guest: draft.max_uses_per_guest,
});

/**
 * A code's terms: a new code (`promo` null, with its letters) or an existing one's limits. The days
 * are whole days on Saudi time, as the server keeps them.
 */
export function PromoForm<T>({
  promo,
  mutation,
  onSaved,
}: {
  promo: AdminPromo | null;
  mutation:
    | UseMutationResult<T, unknown, PromoCreateBody, unknown>
    | UseMutationResult<T, unknown, PromoEditBody, unknown>;
  onSaved?: (saved: T) => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft>(() => draftOf(promo));
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const write = mutation as UseMutationResult<T, unknown, PromoCreateBody | PromoEditBody, unknown>;

  return (
    <MutationForm
      className="form content-form promo-form"
      aria-label={promo ? t`Limits of ${promo.code}` : t`New promo code`}
      mutation={write}
      variables={() =>
        promo ? termsOf(draft) : { code: draft.code.trim().toUpperCase(), ...termsOf(draft) }
      }
      onSuccess={(saved) => onSaved?.(saved)}
    >
      {!promo && (
        <TextField
          name="code"
          ltr
          label={t`Code`}
          description={t`3 to 32 letters, digits or dashes; guests may type it in any case.`}
          value={draft.code}
          onChange={set('code')}
          maxLength={32}
        />
      )}
      <RadioGroup
        name="kind"
        className="field"
        value={draft.kind}
        onChange={(value) => set('kind')(value as Kind)}
      >
        <Label className="field-label">{t`Discount`}</Label>
        <div className="content-radios">
          <Radio value="percent" className="radio">
            <Trans>A percentage of the stay</Trans>
          </Radio>
          <Radio value="amount" className="radio">
            <Trans>An amount in Saudi riyals</Trans>
          </Radio>
        </div>
      </RadioGroup>
      <NumberInput
        name="value"
        label={draft.kind === 'percent' ? t`Percent off` : t`Riyals off`}
        value={draft.value}
        onChange={set('value')}
        min={draft.kind === 'percent' ? 1 : 0.01}
        max={draft.kind === 'percent' ? 100 : 1_000_000}
        fractionDigits={draft.kind === 'percent' ? 0 : 2}
      />
      <div className="content-pair">
        <TextField
          name="valid_from"
          type="date"
          ltr
          label={t`First day`}
          value={draft.valid_from}
          onChange={set('valid_from')}
        />
        <TextField
          name="valid_to"
          type="date"
          ltr
          label={t`Last day`}
          description={t`Saudi time; the code works until the end of this day.`}
          value={draft.valid_to}
          onChange={set('valid_to')}
        />
      </div>
      <div className="content-pair">
        <NumberInput
          name="min_nights"
          label={t`Minimum nights`}
          value={draft.min_nights}
          onChange={set('min_nights')}
          min={1}
          max={365}
        />
        <NumberInput
          name="max_uses_per_guest"
          label={t`Uses per guest`}
          value={draft.max_uses_per_guest}
          onChange={set('max_uses_per_guest')}
          min={1}
          max={100}
        />
        <NumberInput
          name="max_uses"
          label={t`Total uses`}
          description={t`Leave empty for no limit.`}
          value={draft.max_uses}
          onChange={set('max_uses')}
          min={1}
        />
      </div>
      <SubmitButton block={false}>
        {promo ? <Trans>Save the limits</Trans> : <Trans>Create the code</Trans>}
      </SubmitButton>
    </MutationForm>
  );
}
