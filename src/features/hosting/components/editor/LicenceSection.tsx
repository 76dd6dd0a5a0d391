import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { HostUnit } from '../../../../../contract/hosting-units';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { TextField } from '../../../../components/ui/TextField';
import { useSaveSection } from '../../api/save-unit-section';

/**
 * The tourism licence: required where the unit's country asks for one (Saudi Arabia), optional
 * elsewhere. Emptying both fields clears it where none is required.
 */
export function LicenceSection({ unit }: { unit: HostUnit }) {
  const { t } = useLingui();
  const save = useSaveSection(unit.id, 'licence');
  const [number, setNumber] = useState(unit.licence_number ?? '');
  const [expires, setExpires] = useState(unit.licence_expires_on ?? '');
  const body = () => ({
    licence_number: number.trim() === '' ? null : number.trim(),
    licence_expires_on: expires === '' ? null : expires,
  });
  return (
    <MutationForm
      className="form host-section"
      mutation={save}
      variables={() => ({ body: body(), patch: body(), key: crypto.randomUUID() })}
    >
      <p className="field-description">
        {unit.licence_required ? (
          <Trans>
            A tourism licence is required to list a place in this country. Enter its number and the date it
            expires; when it expires, the unit is paused until you enter the renewed one.
          </Trans>
        ) : (
          <Trans>No tourism licence is required in this country. If you have one, you may enter it.</Trans>
        )}
      </p>
      <div className="host-pair">
        <TextField
          name="licence_number"
          ltr
          label={t`Licence number`}
          description={t`Letters, digits and hyphens, as printed on the licence.`}
          value={number}
          onChange={setNumber}
        />
        <TextField
          name="licence_expires_on"
          type="date"
          ltr
          label={t`Expires on`}
          value={expires}
          onChange={setExpires}
        />
      </div>
      <SubmitButton block={false}>
        <Trans>Save licence</Trans>
      </SubmitButton>
    </MutationForm>
  );
}
