import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { DOOR_CODE_MAX } from '../../../../contract/messages';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useSaveDoorCode } from '../api/save-door-code';

/**
 * The host sets the unit's door code here, beside the guest's thread: the guest's stay kit shows it
 * from 48 hours before check-in, also offline. There is no reading it back (the server answers it only
 * when saved), so the field starts empty and a save replaces the code; an empty save removes it.
 */
export function DoorCodeForm({ unitId }: { unitId: number }) {
  const { t } = useLingui();
  const save = useSaveDoorCode(unitId);
  const [code, setCode] = useState('');
  return (
    <Disclosure className="door-code">
      <Heading level={3}>
        <Button slot="trigger" variant="ghost">
          <Trans>Door code for this place</Trans>
        </Button>
      </Heading>
      <DisclosurePanel>
        <MutationForm mutation={save} variables={() => code.trim()} onSuccess={() => setCode('')}>
          <TextField
            label={t`New door code`}
            description={t`Guests with a confirmed stay see it in their stay kit from 48 hours before check-in. Leave it empty to remove the code.`}
            value={code}
            onChange={setCode}
            maxLength={DOOR_CODE_MAX}
            ltr
          />
          <SubmitButton block={false}>
            <Trans>Save the door code</Trans>
          </SubmitButton>
          {save.isSuccess && (
            <p role="status">
              {save.data ? <Trans>Door code saved: {save.data}</Trans> : <Trans>Door code removed.</Trans>}
            </p>
          )}
        </MutationForm>
      </DisclosurePanel>
    </Disclosure>
  );
}
