import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { LoyaltyProgress } from '../../../../contract/loyalty';
import { MIN_POINTS_TO_CONVERT, POINTS_PER_COIN } from '../../../../contract/loyalty-rules';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { TextField } from '../../../components/ui/TextField';
import { useOnline } from '../../../lib/use-online';
import { useConvertPoints } from '../api/get-loyalty';

/** Points to coins. One Idempotency-Key per conversion: a retried press converts once. */
export function ConvertPoints({ userId, progress }: { userId: string; progress: LoyaltyProgress }) {
  const { t } = useLingui();
  const online = useOnline();
  const convert = useConvertPoints(userId);
  const max = progress.points_balance - (progress.points_balance % POINTS_PER_COIN);
  const [points, setPoints] = useState(String(Math.max(MIN_POINTS_TO_CONVERT, Math.min(max, 500))));
  const key = useRef(crypto.randomUUID());
  const [done, setDone] = useState<number | null>(null);
  if (max < MIN_POINTS_TO_CONVERT) {
    return (
      <p>
        <Trans>
          You can turn points into coins from {MIN_POINTS_TO_CONVERT} points. Complete a stay to earn more.
        </Trans>
      </p>
    );
  }
  return (
    <MutationForm
      mutation={convert}
      variables={() => ({ points: Number(points), key: key.current })}
      onSuccess={(data) => {
        key.current = crypto.randomUUID();
        setDone(data.coins_added);
      }}
      aria-label={t`Turn points into coins`}
    >
      <TextField
        name="points"
        label={t`Points to turn into coins`}
        description={t`A multiple of ${POINTS_PER_COIN}, from ${MIN_POINTS_TO_CONVERT} up to ${max}.`}
        value={points}
        onChange={(value) => {
          setPoints(value.replace(/\D/g, ''));
          setDone(null);
        }}
        inputMode="numeric"
        isRequired
      />
      <SubmitButton isDisabled={!online}>
        <Trans>Turn into coins</Trans>
      </SubmitButton>
      {!online && (
        <p className="field-description">
          <Trans>Converting needs a connection. Try again online.</Trans>
        </p>
      )}
      {done !== null && (
        <p role="status">
          <Plural
            value={done}
            one="Done: # coin was added to your balance."
            other="Done: # coins were added to your balance."
          />
        </p>
      )}
    </MutationForm>
  );
}
