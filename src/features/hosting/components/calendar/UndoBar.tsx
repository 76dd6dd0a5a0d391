import { Plural, Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { FormError } from '../../../../components/ui/FormError';
import { useErrorMessage } from '../../../../lib/error-message';
import { useChangeCalendar } from '../../api/edit-calendar';
import type { EditResult } from './CalendarEditForm';

/**
 * What the last change did, in the server's words, the nights it left alone because a guest has them,
 * and an undo that puts the changed nights back as they were (the server sent their earlier state).
 */
export function UndoBar({
  unitId,
  last,
  onUndone,
}: {
  unitId: number;
  last: EditResult | null;
  onUndone: (result: EditResult | null) => void;
}) {
  const restore = useChangeCalendar(unitId);
  const messageOf = useErrorMessage();
  const [undone, setUndone] = useState<string | null>(null);
  const message = last?.message ?? undone;
  return (
    <div className="host-undo" role="status">
      {message && <p>{message}</p>}
      {last && last.skipped.length > 0 && (
        <p>
          <Plural
            value={last.skipped.length}
            zero="No night was left alone."
            one="# night was left as it is: a guest’s stay has it."
            other="# nights were left as they are: a guest’s stay has them."
          />
        </p>
      )}
      {last && last.undo.length > 0 && (
        <Button
          variant="secondary"
          isPending={restore.isPending}
          onPress={() =>
            restore.mutate(
              { kind: 'restore', body: { nights: last.undo }, key: crypto.randomUUID() },
              {
                onSuccess: (result) => {
                  setUndone(result.message);
                  onUndone(null);
                },
              },
            )
          }
        >
          <Trans>Undo</Trans>
        </Button>
      )}
      {restore.isError && <FormError message={messageOf(restore.error)} />}
    </div>
  );
}
