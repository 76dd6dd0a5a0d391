import { Trans, useLingui } from '@lingui/react/macro';
import { MIN_UNIT_PHOTOS, type HostUnit, type HostUnitPhoto } from '../../../../../contract/hosting-units';
import { Button } from '../../../../components/ui/Button';
import { FormError } from '../../../../components/ui/FormError';
import { ResponsiveImage } from '../../../../components/ui/ResponsiveImage';
import { isApiError } from '../../../../lib/api-error';
import { useErrorMessage } from '../../../../lib/error-message';
import { useDeleteUnitPhoto } from '../../api/delete-unit-photo';
import { PhotoDialog } from './PhotoDialog';

/** Asks before a photo goes: deleting cannot be undone (the file is removed with it). */
export function DeletePhotoDialog({
  unit,
  photo,
  name,
  onClose,
  onAnnounce,
}: {
  unit: HostUnit;
  photo: HostUnitPhoto;
  name: string;
  onClose: () => void;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useLingui();
  const remove = useDeleteUnitPhoto();
  const messageOf = useErrorMessage();
  const error = remove.error
    ? (isApiError(remove.error) && remove.error.fieldErrors.photos?.[0]) || messageOf(remove.error)
    : null;
  const belowMinimum = unit.status === 'published' && unit.photos - 1 < MIN_UNIT_PHOTOS;
  return (
    <PhotoDialog title={t`Delete this photo?`} role="alertdialog" onClose={onClose}>
      <div className="photo-dialog-preview">
        <ResponsiveImage imageKey={photo.key} alt={name} sizes="16rem" />
      </div>
      <p>
        {belowMinimum ? (
          <Trans>
            A published unit keeps at least {MIN_UNIT_PHOTOS} photos. Add another photo first, or pause the
            unit.
          </Trans>
        ) : (
          <Trans>
            The photo is removed for good, and guests stop seeing it at once if the unit is published.
          </Trans>
        )}
      </p>
      <FormError message={error} />
      <div className="photo-dialog-actions">
        <Button variant="secondary" onPress={onClose}>
          <Trans>Keep it</Trans>
        </Button>
        {!belowMinimum && (
          <Button
            isPending={remove.isPending}
            onPress={() =>
              remove.mutate(
                { unitId: unit.id, photoId: photo.id, key: crypto.randomUUID() },
                {
                  onSuccess: () => {
                    onAnnounce(t`${name} was deleted.`);
                    onClose();
                  },
                },
              )
            }
          >
            <Trans>Delete photo</Trans>
          </Button>
        )}
      </div>
    </PhotoDialog>
  );
}
