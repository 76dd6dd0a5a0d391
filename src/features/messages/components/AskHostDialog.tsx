import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { MESSAGE_TEXT_MAX } from '../../../../contract/messages';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { Button } from '../../../components/ui/Button';
import { Link } from '../../../components/ui/Link';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { currentLocale } from '../../../lib/i18n';
import { useOnline } from '../../../lib/use-online';
import { useAskQuestion } from '../api/ask-question';

/**
 * The unit page's question to the host, in a dialog (loaded only when "Ask the host" is pressed). The
 * answer comes in the guest's messages; a few questions a day per guest (the server's limit).
 */
export default function AskHostDialog({
  unitId,
  title,
  onClose,
}: {
  unitId: number;
  title: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const lang = currentLocale();
  const online = useOnline();
  const ask = useAskQuestion(unitId);
  const [text, setText] = useState('');
  // One key per question typed: a retry after a lost answer asks once; an edit makes it a new question.
  const [key, setKey] = useState(newIdempotencyKey);
  return (
    <ModalOverlay
      isDismissable
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      className="sheet-overlay"
    >
      <Modal className="sheet">
        <Dialog className="sheet-dialog">
          <div className="sheet-header">
            <Heading slot="title">
              <Trans>Ask the host about {title}</Trans>
            </Heading>
          </div>
          <div className="sheet-body">
            {ask.data ? (
              <>
                <p role="status">
                  <Trans>Your question was sent. The host’s answer will be in your messages.</Trans>
                </p>
                <Link
                  to="/$lang/account/messages/$id"
                  params={{ lang, id: String(ask.data.id) }}
                  className="btn btn-primary"
                >
                  <Trans>Open the conversation</Trans>
                </Link>
                <Button variant="ghost" onPress={onClose}>
                  <Trans>Close</Trans>
                </Button>
              </>
            ) : (
              <MutationForm mutation={ask} variables={() => ({ key, body: { text: text.trim() } })}>
                <TextAreaField
                  name="text"
                  label={t`Your question`}
                  description={t`Check-in times, parking, space for a family… Phone numbers, emails and links are hidden until you book.`}
                  value={text}
                  onChange={(value) => {
                    setText(value);
                    setKey(newIdempotencyKey());
                  }}
                  maxLength={MESSAGE_TEXT_MAX}
                  rows={5}
                  validate={(value) => (value.trim() === '' ? t`Write your question.` : null)}
                />
                {!online && (
                  <p className="field-description">
                    <Trans>Sending a question needs a connection.</Trans>
                  </p>
                )}
                <SubmitButton isDisabled={!online}>
                  <Trans>Send the question</Trans>
                </SubmitButton>
                <Button variant="ghost" onPress={onClose}>
                  <Trans>Cancel</Trans>
                </Button>
              </MutationForm>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
