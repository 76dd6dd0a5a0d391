import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/**
 * A small modal for one photo (its description, its deletion). react-aria keeps focus inside and
 * gives it back to the button that opened it; Escape closes it.
 */
export function PhotoDialog({
  title,
  role = 'dialog',
  onClose,
  children,
}: {
  title: string;
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="photo-dialog-overlay"
    >
      <Modal className="photo-dialog-modal">
        <Dialog role={role} className="photo-dialog">
          <Heading slot="title" className="photo-dialog-title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
