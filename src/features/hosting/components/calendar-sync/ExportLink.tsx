import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../../../components/ui/Button';
import { Ltr } from '../../../../components/ui/Ltr';
import { useRotateFeedLink } from '../../api/rotate-feed-link';

/** The unit's export link, to paste into other sites, with copy and (confirmed) rotation. */
export function ExportLink({ unitId, url, online }: { unitId: number; url: string; online: boolean }) {
  const { t } = useLingui();
  const rotate = useRotateFeedLink(unitId);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div className="calendar-sync-export">
      <h3>
        <Trans>Your calendar link</Trans>
      </h3>
      <p className="field-description">
        <Trans>
          Paste this link into the other sites’ calendar import, so they block the nights booked or blocked
          here. It names no guests. Keep it private: anyone with it sees which nights are taken.
        </Trans>
      </p>
      <p className="calendar-sync-url">
        <Ltr>{url}</Ltr>
      </p>
      <div className="calendar-sync-actions">
        <Button variant="secondary" onPress={() => void copy()}>
          <Trans>Copy link</Trans>
        </Button>
        <DialogTrigger>
          <Button variant="ghost" isDisabled={!online}>
            <Trans>Rotate link</Trans>
          </Button>
          <ModalOverlay className="calendar-sync-overlay" isDismissable>
            <Modal className="calendar-sync-modal">
              <Dialog role="alertdialog" className="calendar-sync-dialog">
                {({ close }) => (
                  <>
                    <Heading slot="title">
                      <Trans>Make a new calendar link?</Trans>
                    </Heading>
                    <p>
                      <Trans>
                        The current link stops working at once. Every site that imports it must be given the
                        new link, or it will stop seeing the nights booked here.
                      </Trans>
                    </p>
                    <div className="calendar-sync-actions">
                      <Button
                        isPending={rotate.isPending}
                        onPress={() => rotate.mutate(undefined, { onSuccess: close })}
                      >
                        <Trans>Make a new link</Trans>
                      </Button>
                      <Button variant="secondary" onPress={close}>
                        <Trans>Keep the current link</Trans>
                      </Button>
                    </div>
                    {rotate.isError && (
                      <p role="alert" className="field-error">
                        <Trans>The link couldn’t be changed. Check your connection and try again.</Trans>
                      </p>
                    )}
                  </>
                )}
              </Dialog>
            </Modal>
          </ModalOverlay>
        </DialogTrigger>
      </div>
      <p role="status" className="field-description">
        {copied === 'yes' && t`Link copied.`}
        {copied === 'failed' && t`Your browser didn’t allow copying. Select the link and copy it yourself.`}
      </p>
    </div>
  );
}
