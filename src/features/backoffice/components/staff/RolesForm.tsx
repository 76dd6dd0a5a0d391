import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import type { StaffMember } from '../../../../../contract/backoffice';
import { STAFF_ROLES, type StaffRole } from '../../../../../contract/roles';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { EmailField } from '../../../../components/form-fields';
import { Ltr } from '../../../../components/ui/Ltr';
import { TextField } from '../../../../components/ui/TextField';
import { useSetStaffRoles } from '../../api/staff';
import { useStaffLabels } from './labels';

/**
 * Gives an account staff roles, or changes or takes them away, found by the email it signs in with.
 * The account must exist (the person signs up first); the last admin keeps the admin role (the
 * server's 409 is said above the form).
 */
export function RolesForm({
  email: initialEmail = '',
  roles: initialRoles = [],
}: {
  email?: string;
  roles?: StaffRole[];
}) {
  const { t } = useLingui();
  const labels = useStaffLabels();
  const save = useSetStaffRoles();
  const [email, setEmail] = useState(initialEmail);
  const [roles, setRoles] = useState<string[]>(initialRoles);
  const [reason, setReason] = useState('');
  const [saved, setSaved] = useState<StaffMember | null>(null);
  return (
    <section className="console-card" aria-labelledby="roles-form-title">
      {/* Focusable from the list's "Change roles" (StaffPage), not by Tab. */}
      <h2 id="roles-form-title" tabIndex={-1}>
        <Trans>Give or change staff roles</Trans>
      </h2>
      <MutationForm
        mutation={save}
        variables={() => ({
          email: email.trim(),
          roles: roles as StaffRole[],
          reason: reason.trim() || undefined,
        })}
        onSuccess={(member) => {
          setSaved(member);
          setReason('');
        }}
      >
        <EmailField value={email} onChange={setEmail} />
        <CheckboxGroup name="roles" className="field" value={roles} onChange={setRoles}>
          <Label className="field-label">
            <Trans>Staff roles (none takes them all away)</Trans>
          </Label>
          <div className="console-roles">
            {STAFF_ROLES.map((role) => (
              <Checkbox key={role} value={role} className="console-checkbox">
                <span className="console-checkbox-box" aria-hidden="true" />
                {labels.role(role)}
              </Checkbox>
            ))}
          </div>
          <FieldError className="field-error" />
        </CheckboxGroup>
        <TextField
          name="reason"
          label={t`Reason (optional, kept in the audit log)`}
          maxLength={500}
          value={reason}
          onChange={setReason}
        />
        <SubmitButton block={false}>
          <Trans>Save roles</Trans>
        </SubmitButton>
      </MutationForm>
      <p role="status" className="field-description">
        {saved &&
          (saved.roles.length > 0 ? (
            <Trans>
              Saved: <Ltr>{saved.email ?? ''}</Ltr> is now {saved.roles.map(labels.role).join(', ')}.
            </Trans>
          ) : (
            <Trans>
              Saved: <Ltr>{saved.email ?? ''}</Ltr> has no staff role now.
            </Trans>
          ))}
      </p>
    </section>
  );
}
