import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, type Review, type SubScore } from '../../../../contract/reviews';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { useSaveReview } from '../api/save-review';
import { ScoreField } from './ScoreField';

type Scores = Record<'score' | SubScore, number | null>;

/**
 * Writes a review of a stay (`reservationId`) or edits one (`review`). Text is checked for length
 * here and again by the server; its language is detected there from the script it is written in.
 */
export function ReviewForm({
  reservationId,
  review,
  onDone,
}: {
  reservationId?: string;
  review?: Review;
  onDone: (review: Review) => void;
}) {
  const { t } = useLingui();
  const save = useSaveReview();
  const [text, setText] = useState(review?.text ?? '');
  const [scores, setScores] = useState<Scores>({
    score: review?.score ?? null,
    cleanliness: review?.cleanliness ?? null,
    accuracy: review?.accuracy ?? null,
    location: review?.location ?? null,
    value: review?.value ?? null,
  });
  const labels: Record<keyof Scores, string> = {
    score: t`Overall`,
    cleanliness: t`Cleanliness`,
    accuracy: t`Accuracy`,
    location: t`Location`,
    value: t`Value`,
  };
  const body = () => ({
    score: scores.score ?? 0,
    cleanliness: scores.cleanliness ?? 0,
    accuracy: scores.accuracy ?? 0,
    location: scores.location ?? 0,
    value: scores.value ?? 0,
    text: text.trim(),
  });
  const length = text.trim().length;
  return (
    <MutationForm
      className="form review-form"
      mutation={save}
      variables={() =>
        review
          ? { kind: 'edit' as const, id: review.id, body: body(), key: crypto.randomUUID() }
          : {
              kind: 'store' as const,
              body: { reservation_id: reservationId ?? '', ...body() },
              key: crypto.randomUUID(),
            }
      }
      onSuccess={(saved) => onDone(saved)}
    >
      <fieldset className="review-scores">
        <legend>
          <Trans>Your scores</Trans>
        </legend>
        {(Object.keys(labels) as (keyof Scores)[]).map((name) => (
          <ScoreField
            key={name}
            name={name}
            label={labels[name]}
            value={scores[name]}
            onChange={(value) => setScores((current) => ({ ...current, [name]: value }))}
          />
        ))}
      </fieldset>
      <TextField
        className="field"
        name="text"
        isRequired
        value={text}
        onChange={setText}
        validate={(value) => {
          const n = value.trim().length;
          if (n < REVIEW_TEXT_MIN) return t`Write at least ${REVIEW_TEXT_MIN} characters.`;
          if (n > REVIEW_TEXT_MAX) return t`Use at most ${REVIEW_TEXT_MAX} characters.`;
          return null;
        }}
      >
        <Label className="field-label">
          <Trans>Your review</Trans>
        </Label>
        {/* dir="auto": a review in Arabic on the English site (or the reverse) still reads right. */}
        <TextArea className="field-input review-text-input" dir="auto" rows={6} />
        <Text slot="description" className="field-description">
          <Trans>
            {length} of {REVIEW_TEXT_MAX} characters. Write in English or Arabic; we keep the language you
            use.
          </Trans>
        </Text>
        {/* Space kept for the message: it appears or goes when the field blurs, and a button that
            moved between press and release would lose the click that blurred it. */}
        <div className="review-error-slot">
          <FieldError className="field-error" />
        </div>
      </TextField>
      <SubmitButton>{review ? <Trans>Save changes</Trans> : <Trans>Publish review</Trans>}</SubmitButton>
    </MutationForm>
  );
}
