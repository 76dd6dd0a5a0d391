import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import { REPLY_TEXT_MAX, type Review } from '../../../../contract/reviews';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { useSaveReply } from '../api/save-reply';

/** The host's reply to one review, new or edited; the server checks the same limits again. */
export function ReplyForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSaveReply();
  const [text, setText] = useState(review.reply?.text ?? '');
  const length = text.trim().length;
  return (
    <MutationForm
      className="form reply-form"
      mutation={save}
      variables={() => ({
        id: review.id,
        edit: review.reply !== null,
        body: { text: text.trim() },
        key: crypto.randomUUID(),
      })}
      onSuccess={() => onDone()}
    >
      <TextField
        className="field"
        name="text"
        isRequired
        value={text}
        onChange={setText}
        validate={(value) => {
          const n = value.trim().length;
          if (n === 0) return t`Write your reply.`;
          if (n > REPLY_TEXT_MAX) return t`Use at most ${REPLY_TEXT_MAX} characters.`;
          return null;
        }}
      >
        <Label className="field-label">
          <Trans>Your public reply</Trans>
        </Label>
        <TextArea className="field-input review-text-input" dir="auto" rows={4} />
        <Text slot="description" className="field-description">
          <Trans>
            {length} of {REPLY_TEXT_MAX} characters. Everyone can read your reply; you can edit it for 14
            days.
          </Trans>
        </Text>
        <div className="review-error-slot">
          <FieldError className="field-error" />
        </div>
      </TextField>
      <SubmitButton>{review.reply ? <Trans>Save reply</Trans> : <Trans>Publish reply</Trans>}</SubmitButton>
    </MutationForm>
  );
}
