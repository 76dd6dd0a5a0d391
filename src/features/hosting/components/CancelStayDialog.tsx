import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { Money } from '../../../../contract/common';
import { HOST_CANCEL_REASONS } from '../../../../contract/hosting-stays';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { Button } from '../../../components/ui/Button';
import { Select } from '../../../components/ui/Select';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useOnline } from '../../../lib/use-online';
import { useCancelStay } from '../api/cancel-stay';
import { useStayLabels } from './use-stay-labels';

/**
 * Cancelling a stay as its host, behind a dialog that spells out what it costs: the guest is refunded
 * in full, the payout is lost and the cancellation counts against the host. Needs a reason and a note.
 */
export function CancelStayDialog({ code, payout }: { code: string; payout: Money }) {
  const { t } = useLingui();
  const online = useOnline();
  const labels = useStayLabels();
  if (!online) {
    return (
      <section className="host-card">
        <Button variant="secondary" isDisabled>
          <Trans>Cancel this stay</Trans>
        </Button>
        <p className="field-description">
          <Trans>Cancelling needs a connection. Try again online.</Trans>
        </p>
      </section>
    );
  }
  return (
    <section className="host-card" aria-label={t`Cancel this stay`}>
      <DialogTrigger>
        <Button variant="secondary">
          <Trans>Cancel this stay</Trans>
        </Button>
        <ModalOverlay isDismissable className="sheet-overlay">
          <Modal className="sheet host-cancel-sheet">
            <Dialog className="sheet-dialog">
              {({ close }) => (
                <CancelForm code={code} payout={payout} reasons={labels.reason} close={close} />
              )}
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
    </section>
  );
}

function CancelForm({
  code,
  payout,
  reasons,
  close,
}: {
  code: string;
  payout: Money;
  reasons: Record<string, string>;
  close: () => void;
}) {
  const { t } = useLingui();
  const lang = currentLocale();
  const cancel = useCancelStay(code);
  const [reason, setReason] = useState<(typeof HOST_CANCEL_REASONS)[number]>('unavailable');
  const [note, setNote] = useState('');
  return (
    <>
      <div className="sheet-header">
        <Heading slot="title">
          <Trans>Cancel this stay?</Trans>
        </Heading>
      </div>
      <div className="sheet-body">
        <p role="note" className="host-warning">
          <Trans>
            The guest gets a full refund, you lose this stay’s payout of {formatMoney(payout, lang)}, and the
            cancellation counts against you.
          </Trans>
        </p>
        <MutationForm mutation={cancel} variables={() => ({ reason, note })} onSuccess={close}>
          <Select
            label={t`Reason`}
            options={HOST_CANCEL_REASONS.map((id) => ({ id, label: reasons[id] ?? id }))}
            value={reason}
            onChange={(value) => setReason(value as typeof reason)}
          />
          <TextAreaField
            name="note"
            label={t`A note for our team`}
            description={t`At least 10 characters: what happened, so we can help the guest.`}
            value={note}
            onChange={setNote}
            maxLength={1000}
            rows={4}
            validate={(value) => (value.trim().length < 10 ? t`Write at least 10 characters.` : null)}
          />
          <SubmitButton className="btn-danger">
            <Trans>Cancel and refund the guest in full</Trans>
          </SubmitButton>
          <Button variant="ghost" onPress={close}>
            <Trans>Keep the stay</Trans>
          </Button>
        </MutationForm>
      </div>
    </>
  );
}
