import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { CONTACT_TOPICS, type ContactTopic } from '../../../../../contract/content-forms';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { EmailField, NameField, PhoneField } from '../../../../components/form-fields';
import { Button } from '../../../../components/ui/Button';
import { Select } from '../../../../components/ui/Select';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { useSendContact } from '../../api/send-contact';
import { TextAreaField } from '../../../../components/ui/TextAreaField';
import { Ltr } from '../../../../components/ui/Ltr';

const TOPIC = {
  booking: msg`A booking`,
  payment: msg`A payment or refund`,
  investment: msg`Investing`,
  listing: msg`Listing my property`,
  account: msg`My account or my data`,
  other: msg`Something else`,
} satisfies Record<ContactTopic, ReturnType<typeof msg>>;

const EMPTY = { name: '', email: '', phone: '', message: '', website: '' };

/**
 * The contact form. Its answer is a reference the visitor can quote, and a copy goes to their inbox.
 * One Idempotency-Key per message: a retry after a lost answer (a tunnel, a timeout) is answered with
 * the first reference instead of sending the message twice; editing the form makes a new message.
 */
export function ContactForm() {
  const { t, i18n } = useLingui();
  const send = useSendContact();
  const [fields, setFields] = useState(EMPTY);
  const [topic, setTopic] = useState<ContactTopic>('booking');
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const key = useRef(newIdempotencyKey());
  const set = (name: keyof typeof EMPTY) => (value: string) => {
    key.current = newIdempotencyKey();
    setFields((f) => ({ ...f, [name]: value }));
  };
  const messageRule = (value: string) => {
    const length = value.trim().length;
    if (length < 10) return t`Write at least 10 characters.`;
    return length > 5000 ? t`Use at most 5,000 characters.` : null;
  };

  if (sent)
    return (
      <div className="form-done" role="status">
        <h2>
          <Trans>Message sent</Trans>
        </h2>
        <p>
          <Trans>
            Your reference is{' '}
            <strong className="reference">
              <Ltr>{sent.reference}</Ltr>
            </strong>
            . We sent a copy to <Ltr>{sent.email}</Ltr> and will answer within one working day.
          </Trans>
        </p>
        <Button
          variant="secondary"
          onPress={() => {
            setSent(null);
            setFields(EMPTY);
            key.current = newIdempotencyKey();
          }}
        >
          <Trans>Send another message</Trans>
        </Button>
      </div>
    );

  return (
    <MutationForm
      mutation={send}
      className="form contact-form"
      variables={() => ({
        key: key.current,
        body: {
          name: fields.name.trim(),
          email: fields.email.trim(),
          topic,
          message: fields.message.trim(),
          ...(fields.phone.trim() ? { phone: fields.phone.trim() } : {}),
          ...(fields.website ? { website: fields.website } : {}),
        },
      })}
      onSuccess={(reference, { body }) => {
        setSent({ reference, email: body.email });
        key.current = newIdempotencyKey();
      }}
    >
      <NameField value={fields.name} onChange={set('name')} />
      <EmailField value={fields.email} onChange={set('email')} />
      <PhoneField label={t`Phone (optional)`} optional value={fields.phone} onChange={set('phone')} />
      <Select
        label={t`Topic`}
        value={topic}
        onChange={(value) => {
          key.current = newIdempotencyKey();
          setTopic(value as ContactTopic);
        }}
        options={CONTACT_TOPICS.map((id) => ({ id, label: i18n._(TOPIC[id]) }))}
      />
      <TextAreaField
        name="message"
        label={t`Your message`}
        description={t`10 to 5,000 characters.`}
        value={fields.message}
        onChange={set('message')}
        validate={messageRule}
        maxLength={5000}
      />
      {/* A honeypot: hidden from people and from assistive technology, so only a bot fills it in. */}
      <div className="honeypot" aria-hidden="true">
        <label>
          Website
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={fields.website}
            onChange={(e) => set('website')(e.target.value)}
          />
        </label>
      </div>
      <SubmitButton>
        <Trans>Send message</Trans>
      </SubmitButton>
    </MutationForm>
  );
}
