import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { CalculatePriceRequest } from '../../../../contract/checkout';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { isApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';
import { useValidatePromo } from '../api/validate-promo';
import { Ltr } from '../../../components/ui/Ltr';

/**
 * The promo code: typed, checked by the server (its refusal, translated, under the field), then
 * applied to the quote. `serverError` is a refusal that came back from Pay (the code ran out meanwhile).
 */
export function PromoField({
  stay,
  applied,
  onApply,
  serverError,
}: {
  stay: Omit<CalculatePriceRequest, 'promo_code' | 'use_coins'>;
  applied: string | null;
  onApply: (code: string | null) => void;
  serverError?: string | null;
}) {
  const { t } = useLingui();
  const messageOf = useErrorMessage();
  const validate = useValidatePromo();
  const [code, setCode] = useState(applied ?? '');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const shown = error ?? serverError ?? null;

  if (applied) {
    return (
      <div className="promo-applied" role="status">
        <p>
          <Trans>
            Promo code{' '}
            <strong>
              <Ltr>{applied}</Ltr>
            </strong>{' '}
            applied.
          </Trans>
        </p>
        <Button variant="ghost" onPress={() => onApply(null)}>
          <Trans>Remove code</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="promo-field">
      <TextField
        name="promo_code"
        label={t`Promo code`}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
        isInvalid={Boolean(shown)}
        aria-describedby={shown ? errorId : undefined}
        autoComplete="off"
        ltr
      />
      <Button
        variant="secondary"
        isPending={validate.isPending}
        isDisabled={code.trim().length === 0}
        onPress={() =>
          validate.mutate(
            { ...stay, promo_code: code.trim() },
            {
              onSuccess: (data) => onApply(data.promo.code),
              onError: (err) =>
                setError(
                  isApiError(err) ? (err.fieldErrors.promo_code?.[0] ?? messageOf(err)) : messageOf(err),
                ),
            },
          )
        }
      >
        <Trans>Apply</Trans>
      </Button>
      {shown && (
        <p id={errorId} className="field-error promo-error" role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
