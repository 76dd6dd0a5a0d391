import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/**
 * A phone's sheet from the bottom of the screen holding the listing's filters (a lazy chunk, see
 * FiltersButton). It is only the frame: the fields and the footer's words come from the listing's
 * own code, so this chunk holds no copy of it. Each choice applies at once, as on a wide screen, so
 * the results behind are already the new ones; the footer button closes the sheet onto them.
 */
export default function FiltersSheet({
  children,
  showLabel,
  canClear,
  onClear,
  onClose,
}: {
  children: ReactNode;
  /** "Show 12 stays": what closing the sheet shows. */
  showLabel: ReactNode;
  canClear: boolean;
  onClear: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="sheet-overlay">
      <Modal className="sheet">
        <Dialog className="sheet-dialog">
          <div className="sheet-header">
            <Heading slot="title">
              <Trans>Filters</Trans>
            </Heading>
            <Button slot="close" className="btn btn-ghost" aria-label={t`Close`}>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          <div className="sheet-body">{children}</div>
          <div className="sheet-footer">
            <Button className="btn btn-ghost" isDisabled={!canClear} onPress={onClear}>
              <Trans>Clear all</Trans>
            </Button>
            <Button slot="close" className="btn btn-primary">
              {showLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
