import { useState, type ReactNode } from 'react';
import type { QueueDecisionResponse } from '../../../../../contract/backoffice-queues';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { TextAreaField } from '../../../../components/ui/TextAreaField';
import { useQueueDecision } from '../../api/queues/decide';
import { useSay } from './Decisions';
import type { QueueName } from '../../api/queues/keys';

/**
 * One decision on a record, the one form pattern (MutationForm): an optional text the person it
 * concerns reads (a reason, notes, a reply), required where the server requires it, and the button.
 * The server's answer is said above the decisions (Decisions); the record refetches to show its new state.
 */
export function DecisionForm({
  queue,
  id,
  verb,
  title,
  help,
  submit,
  text,
  danger = false,
  idempotencyKey,
  onDone,
}: {
  queue: QueueName;
  id: string;
  verb: string;
  title: string;
  help?: ReactNode;
  submit: string;
  /** The text field: its name in the body, label and help. */
  text?: { name: 'reason' | 'notes' | 'body'; label: string; description?: string; max: number };
  danger?: boolean;
  idempotencyKey?: string;
  onDone?: (answer: QueueDecisionResponse['data']) => void;
}) {
  const [value, setValue] = useState('');
  const say = useSay();
  const decision = useQueueDecision(queue, id, verb, {
    idempotencyKey,
    onAnswer: (answer) => {
      say(answer.message);
      onDone?.(answer);
    },
  });
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {help}
      <MutationForm
        mutation={decision}
        variables={() => (text ? { [text.name]: value.trim() } : {})}
        onSuccess={() => setValue('')}
        aria-label={title}
      >
        {text && (
          <TextAreaField
            name={text.name}
            label={text.label}
            description={text.description}
            value={value}
            onChange={setValue}
            maxLength={text.max}
            rows={4}
          />
        )}
        <SubmitButton block={false} className={danger ? 'btn-danger' : undefined}>
          {submit}
        </SubmitButton>
      </MutationForm>
    </section>
  );
}
