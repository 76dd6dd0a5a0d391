import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import { MESSAGE_TEXT_MAX } from '../../../../contract/messages';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useOnline } from '../../../lib/use-online';
import { useSendMessage, type SendOutcome } from '../api/send-message';
import { PhotoChooser } from './PhotoChooser';

/**
 * Writing a message: text (up to 2,000 characters) and photos. Offline the text still goes: it waits
 * in the outbox, shown in the thread as "waiting to send", and is sent once when the connection returns.
 */
export function Composer({ threadId }: { threadId: number }) {
  const { t } = useLingui();
  const online = useOnline();
  const send = useSendMessage(threadId);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const left = MESSAGE_TEXT_MAX - text.length;
  return (
    <MutationForm
      className="form composer"
      aria-label={t`Write a message`}
      mutation={send}
      variables={() => ({ text, files: online ? files : [], uploadKey: newIdempotencyKey() })}
      onSuccess={(result, sent) => {
        setText('');
        // Photos chosen before the connection dropped were not part of this message: they stay chosen.
        if (sent.files.length > 0) setFiles([]);
        setOutcome(result);
      }}
    >
      <TextField
        className="field"
        name="text"
        value={text}
        onChange={(value) => {
          setText(value);
          setOutcome(null);
        }}
        maxLength={MESSAGE_TEXT_MAX}
        isRequired={!online || files.length === 0}
      >
        <Label className="field-label">
          <Trans>Your message</Trans>
        </Label>
        <TextArea className="field-input field-textarea" rows={3} dir="auto" />
        <Text slot="description" className="field-description">
          {left < 200
            ? t({ message: plural(left, { one: '# character left.', other: '# characters left.' }) })
            : t`Plain text. Links are made clickable.`}
        </Text>
        <FieldError className="field-error" />
      </TextField>
      {online ? (
        <PhotoChooser files={files} onChange={setFiles} />
      ) : (
        <p className="field-description">
          <Trans>
            You’re offline. Your message will wait on this device and be sent once you’re back online. Photos
            need a connection.
          </Trans>
        </p>
      )}
      <SubmitButton block={false}>{online ? t`Send` : t`Send when online`}</SubmitButton>
      <p role="status" className="composer-status">
        {outcome === 'queued' && <Trans>Waiting to send: it goes as soon as you’re back online.</Trans>}
      </p>
    </MutationForm>
  );
}
