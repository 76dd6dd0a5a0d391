import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { COINS_CHANGE_MAX, SUPPORT_COIN_LIMIT } from '../../../../../contract/backoffice-guests';
import { formatCount } from '../../../../../contract/format';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { Select } from '../../../../components/ui/Select';
import { TextAreaField } from '../../../../components/ui/TextAreaField';
import { TextField } from '../../../../components/ui/TextField';
import { currentLocale } from '../../../../lib/i18n';
import { useOnline } from '../../../../lib/use-online';
import { useChangeGuestCoins } from '../../api/change-guest-coins';

/**
 * Grant or remove coins, with the reason the ledger and the audit log keep. One Idempotency-Key per
 * change meant: a retried press applies it once; a new key is drawn after each success. The new
 * balance is said once the server has it.
 */
export function CoinsForm({ id, balance, limited }: { id: string; balance: number; limited: boolean }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const online = useOnline();
  const change = useChangeGuestCoins(id);
  const [direction, setDirection] = useState<'grant' | 'remove'>('grant');
  const [coins, setCoins] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<{ delta: number; balance: number } | null>(null);
  const key = useRef(crypto.randomUUID());
  const max = limited ? SUPPORT_COIN_LIMIT : COINS_CHANGE_MAX;
  const ceiling = direction === 'remove' ? Math.min(max, balance) : max;
  const count = (value: number) => formatCount(value, lang);

  return (
    <section className="guest-section guest-card" aria-labelledby="guest-coins-form">
      <h2 id="guest-coins-form">
        <Trans>Grant or remove coins</Trans>
      </h2>
      <MutationForm
        mutation={change}
        aria-labelledby="guest-coins-form"
        variables={() => {
          const amount = Number(coins);
          return { delta: direction === 'grant' ? amount : -amount, reason: reason.trim(), key: key.current };
        }}
        onSuccess={(data, sent) => {
          key.current = crypto.randomUUID();
          setDone({ delta: sent.delta, balance: data.balance });
          setCoins('');
          setReason('');
        }}
      >
        <Select
          label={t`Change`}
          options={[
            { id: 'grant', label: t`Grant coins` },
            { id: 'remove', label: t`Remove coins` },
          ]}
          value={direction}
          onChange={(value) => setDirection(value === 'remove' ? 'remove' : 'grant')}
        />
        <TextField
          name="delta"
          label={t`Coins`}
          description={
            direction === 'grant'
              ? t`Up to ${count(ceiling)} at once.`
              : balance === 0
                ? t`The guest has no coins to remove.`
                : t`The guest has ${count(balance)}; you can remove up to ${count(ceiling)}.`
          }
          value={coins}
          onChange={(value) => {
            setCoins(value.replace(/\D/g, ''));
            setDone(null);
          }}
          inputMode="numeric"
          isRequired
          validate={(value) => {
            const amount = Number(value);
            if (!Number.isInteger(amount) || amount < 1) return t`Enter a whole number of coins, at least 1.`;
            if (amount > ceiling) return t`Enter at most ${count(ceiling)}.`;
            return null;
          }}
        />
        <TextAreaField
          name="reason"
          label={t`Reason`}
          description={t`Kept in the ledger and the audit log, e.g. “Goodwill: the pool was closed”.`}
          value={reason}
          onChange={setReason}
          maxLength={500}
          rows={3}
          validate={(value) => (value.trim().length < 3 ? t`Write the reason, at least 3 characters.` : null)}
        />
        <SubmitButton block={false} isDisabled={!online}>
          {direction === 'grant' ? <Trans>Grant coins</Trans> : <Trans>Remove coins</Trans>}
        </SubmitButton>
        {!online && (
          <p className="field-description">
            <Trans>Changing coins needs a connection. Try again online.</Trans>
          </p>
        )}
        {done && (
          <p role="status" className="guest-done">
            {done.delta > 0 ? (
              <Plural value={done.delta} one="# coin granted." other="# coins granted." />
            ) : (
              <Plural value={-done.delta} one="# coin removed." other="# coins removed." />
            )}{' '}
            <Plural
              value={done.balance}
              one="The balance is now # coin."
              other="The balance is now # coins."
            />
          </p>
        )}
      </MutationForm>
    </section>
  );
}
