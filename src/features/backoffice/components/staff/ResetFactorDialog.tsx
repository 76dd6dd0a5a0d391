import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { StaffMember } from '../../../../../contract/backoffice';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { Button } from '../../../../components/ui/Button';
import { TextField } from '../../../../components/ui/TextField';
import { useResetStaffFactor } from '../../api/staff';

/** Resetting a member's second factor, behind a dialog that says what follows: signed out, set up again. */
export function ResetFactorDialog({ member }: { member: StaffMember }) {
  const { t } = useLingui();
  const who = member.name ?? member.email ?? '';
  return (
    <DialogTrigger>
      <Button variant="ghost" aria-label={t`Reset second factor: ${who}`}>
        <Trans>Reset second factor</Trans>
      </Button>
      <ModalOverlay isDismissable className="sheet-overlay">
        <Modal className="sheet">
          <Dialog className="sheet-dialog">
            {({ close }) => <ResetForm member={member} who={who} close={close} />}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function ResetForm({ member, who, close }: { member: StaffMember; who: string; close: () => void }) {
  const { t } = useLingui();
  const reset = useResetStaffFactor(member.id);
  const [reason, setReason] = useState('');
  return (
    <>
      <div className="sheet-header">
        <Heading slot="title">
          <Trans>Reset the second factor of {who}?</Trans>
        </Heading>
      </div>
      <div className="sheet-body">
        <p role="note">
          <Trans>
            Their authenticator app and recovery codes stop working and they are signed out everywhere. At
            their next sign-in, with their password, they set up the second factor again.
          </Trans>
        </p>
        <MutationForm
          mutation={reset}
          variables={() => ({ reason: reason.trim() || undefined })}
          onSuccess={close}
        >
          <TextField
            name="reason"
            label={t`Reason (optional, kept in the audit log)`}
            maxLength={500}
            value={reason}
            onChange={setReason}
          />
          <SubmitButton className="btn-danger">
            <Trans>Reset and sign them out</Trans>
          </SubmitButton>
          <Button variant="ghost" onPress={close}>
            <Trans>Keep it</Trans>
          </Button>
        </MutationForm>
      </div>
    </>
  );
}
