import type { ReactNode } from 'react';
import type { CalendarEditBody, CalendarEditResponse } from '../../../../../contract/hosting-calendar';
import { MutationForm } from '../../../../components/form/MutationForm';
import { useChangeCalendar } from '../../api/edit-calendar';

export type EditResult = CalendarEditResponse['data'];

/**
 * One edit of the selected nights as a form of its own (so each button shows its own progress and
 * refusal): `body` is read when the host submits.
 */
export function CalendarEditForm({
  unitId,
  body,
  onDone,
  children,
  className,
}: {
  unitId: number;
  body: () => CalendarEditBody;
  onDone: (result: EditResult) => void;
  children: ReactNode;
  className?: string;
}) {
  const change = useChangeCalendar(unitId);
  return (
    <MutationForm
      className={className ?? 'host-calendar-form'}
      mutation={change}
      variables={() => ({ kind: 'edit' as const, body: body(), key: crypto.randomUUID() })}
      onSuccess={onDone}
    >
      {children}
    </MutationForm>
  );
}
