import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { GuestProfile } from '../../../../../contract/backoffice-guests';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { Button } from '../../../../components/ui/Button';
import { TextAreaField } from '../../../../components/ui/TextAreaField';
import { useOnline } from '../../../../lib/use-online';
import { useBlockGuest } from '../../api/block-guest';

/**
 * Block or unblock, each behind a dialog that says what it does and asks for the reason the audit log
 * keeps. Blocking ends every session of the account at once and refuses its sign-ins.
 */
export function BlockControl({ profile, self }: { profile: GuestProfile; self: boolean }) {
  const { t } = useLingui();
  const online = useOnline();
  const verb = profile.blocked ? 'unblock' : 'block';
  const [done, setDone] = useState<'block' | 'unblock' | null>(null);
  return (
    <section className="guest-section guest-card" aria-labelledby="guest-block">
      <h2 id="guest-block">{profile.blocked ? t`Unblock the account` : t`Block the account`}</h2>
      {self ? (
        <p>
          <Trans>This is your own account: nobody can block themselves.</Trans>
        </p>
      ) : (
        <>
          <p>
            {profile.blocked ? (
              <Trans>Unblocking lets them sign in again. Sessions ended by the block stay ended.</Trans>
            ) : (
              <Trans>
                Blocking signs them out everywhere at once and refuses their sign-ins until someone unblocks
                the account.
              </Trans>
            )}
          </p>
          <DialogTrigger onOpenChange={(open) => open && setDone(null)}>
            <Button variant="secondary" isDisabled={!online}>
              {profile.blocked ? <Trans>Unblock…</Trans> : <Trans>Block…</Trans>}
            </Button>
            <ModalOverlay isDismissable className="sheet-overlay">
              <Modal className="sheet guest-sheet">
                <Dialog className="sheet-dialog">
                  {({ close }) => (
                    <BlockForm
                      id={profile.id}
                      name={profile.name ?? profile.email ?? ''}
                      verb={verb}
                      close={() => {
                        setDone(verb);
                        close();
                      }}
                      cancel={close}
                    />
                  )}
                </Dialog>
              </Modal>
            </ModalOverlay>
          </DialogTrigger>
          {!online && (
            <p className="field-description">
              <Trans>This needs a connection. Try again online.</Trans>
            </p>
          )}
          {done && (
            <p role="status" className="guest-done">
              {done === 'block' ? (
                <Trans>The account is blocked and its sessions have ended.</Trans>
              ) : (
                <Trans>The account is unblocked: it may sign in again.</Trans>
              )}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function BlockForm({
  id,
  name,
  verb,
  close,
  cancel,
}: {
  id: string;
  name: string;
  verb: 'block' | 'unblock';
  close: () => void;
  cancel: () => void;
}) {
  const { t } = useLingui();
  const mutation = useBlockGuest(id, verb);
  const [reason, setReason] = useState('');
  const key = useRef(crypto.randomUUID());
  return (
    <>
      <div className="sheet-header">
        <Heading slot="title">
          {verb === 'block' ? <Trans>Block {name}?</Trans> : <Trans>Unblock {name}?</Trans>}
        </Heading>
      </div>
      <div className="sheet-body">
        <MutationForm
          mutation={mutation}
          variables={() => ({ reason: reason.trim(), key: key.current })}
          onSuccess={close}
        >
          <TextAreaField
            name="reason"
            label={t`Reason`}
            description={t`Kept in the audit log with your name. At least 3 characters.`}
            value={reason}
            onChange={setReason}
            maxLength={500}
            rows={3}
            validate={(value) =>
              value.trim().length < 3 ? t`Write the reason, at least 3 characters.` : null
            }
          />
          <SubmitButton className={verb === 'block' ? 'btn-danger' : undefined}>
            {verb === 'block' ? (
              <Trans>Block and end their sessions</Trans>
            ) : (
              <Trans>Unblock the account</Trans>
            )}
          </SubmitButton>
          <Button variant="ghost" onPress={cancel}>
            <Trans>Keep it as it is</Trans>
          </Button>
        </MutationForm>
      </div>
    </>
  );
}
