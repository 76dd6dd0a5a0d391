import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { MESSAGE_TEXT_MAX } from '../../../../../contract/messages';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { TextAreaField } from '../../../../components/ui/TextAreaField';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { useOnline } from '../../../../lib/use-online';
import { useSendSupportMessage } from '../../api/messages/send-message';

/**
 * Writes in the conversation as Sakan support: both sides read it under that name and are told of
 * it; the audit log keeps it. One Idempotency-Key per message meant: a retried press stores it once,
 * and a new key is drawn when the text changes or after it is sent.
 */
export function SupportReply({ threadId }: { threadId: number }) {
  const { t } = useLingui();
  const online = useOnline();
  const send = useSendSupportMessage(threadId);
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const key = useRef(newIdempotencyKey());
  return (
    <section className="support-reply" aria-labelledby="support-reply-title">
      <h2 id="support-reply-title">
        <Trans>Write as Sakan support</Trans>
      </h2>
      <MutationForm
        mutation={send}
        aria-labelledby="support-reply-title"
        variables={() => ({ text: text.trim(), key: key.current })}
        onSuccess={() => {
          key.current = newIdempotencyKey();
          setText('');
          setSent(true);
        }}
      >
        <TextAreaField
          name="text"
          label={t`Message`}
          description={t`The guest and the host both read it, signed “Sakan support”, and are told of it. The audit log keeps it.`}
          value={text}
          onChange={(value) => {
            key.current = newIdempotencyKey();
            setText(value);
            setSent(false);
          }}
          maxLength={MESSAGE_TEXT_MAX}
          rows={4}
          validate={(value) => (value.trim() ? null : t`Write the message first.`)}
        />
        <SubmitButton block={false} isDisabled={!online}>
          <Trans>Send as Sakan support</Trans>
        </SubmitButton>
        {!online && (
          <p className="field-description">
            <Trans>
              You’re offline. Sending needs a connection: keep writing, and send once you’re back online.
            </Trans>
          </p>
        )}
        <p role="status" className="queue-said">
          {sent ? t`Sent. The guest and the host see it in their conversation, signed Sakan support.` : ''}
        </p>
      </MutationForm>
    </section>
  );
}
