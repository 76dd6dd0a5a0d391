import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { TEST_ACTION_CODE, TEST_CARDS } from '../../../../contract/checkout';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { TextField } from '../../../components/ui/TextField';
import { currentLocale } from '../../../lib/i18n';
import { usePayTestCard } from '../api/test-gateway';
import { Ltr } from '../../../components/ui/Ltr';

/** "4242424242424242" → "4242 4242 4242 4242", as the visitor types. */
export const groupCard = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

const groupExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/**
 * The built-in test gateway's card form (react-aria fields). The outcome comes from the card number
 * (the test cards listed on the page); a declined card can be tried again while the hold lasts.
 */
export function CardForm({ paymentId, reservationId }: { paymentId: string; reservationId: string }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const navigate = useNavigate();
  const pay = usePayTestCard();
  const [card, setCard] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [actionCode, setActionCode] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  return (
    <MutationForm
      className="form card-form"
      mutation={pay}
      message={message}
      variables={() => {
        setMessage(null);
        return {
          payment_id: paymentId,
          card_number: card,
          expiry,
          cvc,
          ...(actionCode === null ? {} : { action_code: actionCode.trim() }),
        };
      }}
      onSuccess={(result) => {
        if (result.outcome === 'succeeded') {
          void navigate({
            to: '/$lang/confirmation/payment-success',
            params: { lang },
            search: { reservation: reservationId },
          });
        } else if (result.outcome === 'requires_action') {
          setActionCode('');
        } else {
          setActionCode(null);
          setMessage(t`Your card was declined. Nothing was charged. Try again or use another card.`);
        }
      }}
    >
      <TextField
        name="card_number"
        label={t`Card number`}
        inputMode="numeric"
        autoComplete="cc-number"
        ltr
        value={card}
        onChange={(value) => setCard(groupCard(value))}
        isRequired
      />
      <div className="card-form-row">
        <TextField
          name="expiry"
          label={t`Expiry (MM/YY)`}
          inputMode="numeric"
          autoComplete="cc-exp"
          ltr
          value={expiry}
          onChange={(value) => setExpiry(groupExpiry(value))}
          isRequired
        />
        <TextField
          name="cvc"
          label={t`Security code (CVC)`}
          inputMode="numeric"
          autoComplete="cc-csc"
          ltr
          value={cvc}
          onChange={(value) => setCvc(value.replace(/\D/g, '').slice(0, 4))}
          isRequired
        />
      </div>
      {actionCode !== null && (
        <div className="card-action" role="status">
          <p>
            <Trans>Your bank asks you to confirm this payment. Enter the code it sent you.</Trans>
          </p>
          <TextField
            name="action_code"
            label={t`Confirmation code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            ltr
            value={actionCode}
            onChange={setActionCode}
            isRequired
          />
        </div>
      )}
      <SubmitButton>
        {actionCode === null ? <Trans>Pay now</Trans> : <Trans>Confirm payment</Trans>}
      </SubmitButton>
      <aside className="test-cards" aria-label={t`Test cards`}>
        <p>
          <Trans>
            This is the built-in test gateway: no real card is charged. Use any future expiry and any 3-digit
            code.
          </Trans>
        </p>
        <ul>
          <li>
            <Ltr>{groupCard(TEST_CARDS.success)}</Ltr> — <Trans>payment succeeds</Trans>
          </li>
          <li>
            <Ltr>{groupCard(TEST_CARDS.declined)}</Ltr> — <Trans>card is declined</Trans>
          </li>
          <li>
            <Ltr>{groupCard(TEST_CARDS.action)}</Ltr> —{' '}
            <Trans>
              asks for a confirmation code: <Ltr>{TEST_ACTION_CODE}</Ltr>
            </Trans>
          </li>
        </ul>
      </aside>
    </MutationForm>
  );
}
