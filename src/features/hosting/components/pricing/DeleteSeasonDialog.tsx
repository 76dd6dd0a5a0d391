import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { HostSeason } from '../../../../../contract/hosting-pricing';
import { Button } from '../../../../components/ui/Button';
import { FormError } from '../../../../components/ui/FormError';
import { useErrorMessage } from '../../../../lib/error-message';
import { useDeleteSeason } from '../../api/delete-season';

/**
 * Asks before a season goes: its nights go back to the other rules at once, for stays booked from
 * then on. react-aria keeps focus inside and gives it back to the button that opened it.
 */
export function DeleteSeasonDialog({
  unitId,
  season,
  onClose,
}: {
  unitId: number;
  season: HostSeason;
  onClose: (message: string) => void;
}) {
  const { t } = useLingui();
  const remove = useDeleteSeason(unitId);
  const messageOf = useErrorMessage();
  const name = season.name;
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose('')}
      className="host-pricing-dialog-overlay"
    >
      <Modal className="host-pricing-dialog-modal">
        <Dialog role="alertdialog" className="host-pricing-dialog">
          <Heading slot="title">{t`Delete the season “${name}”?`}</Heading>
          <p>
            <Trans>
              Its nights go back to the base, weekend and other prices. Stays already booked keep the price
              they were booked at.
            </Trans>
          </p>
          <FormError message={remove.error ? messageOf(remove.error) : null} />
          <div className="host-pricing-actions">
            <Button variant="secondary" onPress={() => onClose('')}>
              <Trans>Keep the season</Trans>
            </Button>
            <Button
              isPending={remove.isPending}
              onPress={() =>
                remove.mutate(
                  { seasonId: season.id, key: crypto.randomUUID() },
                  { onSuccess: () => onClose(t`Season “${name}” deleted.`) },
                )
              }
            >
              <Trans>Delete season</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
