import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { DOOR_CODE_MAX } from '../../../../contract/messages';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { Button } from '../../../components/ui/Button';
import { Ltr } from '../../../components/ui/Ltr';
import { TextField } from '../../../components/ui/TextField';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { doorCodeQueryOptions, useSaveDoorCode } from '../api/door-code';

/**
 * The host sets the unit's door code beside the guest's thread: the guest's stay kit shows it from 48
 * hours before check-in, also offline. Folded away: it is needed once per unit, not per message.
 */
export function DoorCodeForm({ userId, unitId }: { userId: string; unitId: number }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const current = useQuery({ ...doorCodeQueryOptions(userId, unitId), enabled: open });
  const save = useSaveDoorCode(userId, unitId);
  const [code, setCode] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  return (
    <Disclosure className="door-code" isExpanded={open} onExpandedChange={setOpen}>
      <Heading level={3}>
        <Button slot="trigger" variant="ghost">
          <Trans>Door code for this place</Trans>
        </Button>
      </Heading>
      <DisclosurePanel>
        <p role="status" data-testid="current-door-code">
          {current.data === undefined ? (
            current.isError ? (
              <Trans>The current door code couldn’t be loaded.</Trans>
            ) : (
              <Trans>Loading the current door code…</Trans>
            )
          ) : current.data ? (
            <Trans>
              Current door code: <Ltr>{current.data}</Ltr>
            </Trans>
          ) : (
            <Trans>No door code yet.</Trans>
          )}
        </p>
        <MutationForm
          mutation={save}
          variables={() => ({ code: code.trim(), key })}
          onSuccess={() => {
            setCode('');
            setKey(newIdempotencyKey());
          }}
        >
          <TextField
            label={t`New door code`}
            description={t`Guests with a confirmed stay see it in their stay kit from 48 hours before check-in. Leave it empty to remove the code.`}
            value={code}
            onChange={(value) => {
              setCode(value);
              setKey(newIdempotencyKey());
            }}
            maxLength={DOOR_CODE_MAX}
            ltr
          />
          <SubmitButton block={false}>
            <Trans>Save the door code</Trans>
          </SubmitButton>
        </MutationForm>
      </DisclosurePanel>
    </Disclosure>
  );
}
