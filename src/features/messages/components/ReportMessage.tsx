import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  Radio,
  RadioGroup,
  TextArea,
  TextField,
} from 'react-aria-components';
import type { ReportReason } from '../../../../contract/messages';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { Button } from '../../../components/ui/Button';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useOnline } from '../../../lib/use-online';
import { useReportMessage } from '../api/report-message';
import { useMessageLabels } from './labels';

/** "Report": a reason and an optional note to Sakan's team, who can hide the message (the console's queue). */
export function ReportMessage({ messageId, label }: { messageId: string; label: string }) {
  const online = useOnline();
  return (
    <DialogTrigger>
      <Button variant="ghost" className="message-report" aria-label={label} isDisabled={!online}>
        <Trans context="verb">Report</Trans>
      </Button>
      <ModalOverlay isDismissable className="sheet-overlay">
        <Modal className="sheet">
          <Dialog className="sheet-dialog">
            {({ close }) => <ReportForm messageId={messageId} close={close} />}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function ReportForm({ messageId, close }: { messageId: string; close: () => void }) {
  const { t } = useLingui();
  const labels = useMessageLabels();
  const report = useReportMessage(messageId);
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  // One key per dialog: pressing Send again after a lost answer reports once.
  const [key] = useState(newIdempotencyKey);
  return (
    <>
      <div className="sheet-header">
        <Heading slot="title">
          <Trans>Report this message</Trans>
        </Heading>
      </div>
      <div className="sheet-body">
        {report.isSuccess ? (
          <>
            <p role="status">
              <Trans>
                Thank you. Sakan’s team will look at this message and act on it if it breaks our rules.
              </Trans>
            </p>
            <Button onPress={close}>
              <Trans>Close</Trans>
            </Button>
          </>
        ) : (
          <MutationForm
            mutation={report}
            variables={() => ({ key, body: { reason, ...(note.trim() ? { note: note.trim() } : {}) } })}
          >
            <RadioGroup
              className="field"
              value={reason}
              onChange={(value) => setReason(value as ReportReason)}
              name="reason"
            >
              <Label className="field-label">
                <Trans>What is wrong with it?</Trans>
              </Label>
              {(Object.keys(labels.reason) as ReportReason[]).map((id) => (
                <Radio key={id} value={id} className="radio">
                  {labels.reason[id]}
                </Radio>
              ))}
            </RadioGroup>
            <TextField className="field" name="note" value={note} onChange={setNote} maxLength={500}>
              <Label className="field-label">{t`Anything we should know (optional)`}</Label>
              <TextArea className="field-input field-textarea" rows={3} />
            </TextField>
            <SubmitButton>
              <Trans>Send the report</Trans>
            </SubmitButton>
            <Button variant="ghost" onPress={close}>
              <Trans>Cancel</Trans>
            </Button>
          </MutationForm>
        )}
      </div>
    </>
  );
}
