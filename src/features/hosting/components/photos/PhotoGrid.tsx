import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import type { HostUnit, HostUnitPhoto } from '../../../../../contract/hosting-units';
import { Button } from '../../../../components/ui/Button';
import { ResponsiveImage } from '../../../../components/ui/ResponsiveImage';
import { useErrorMessage } from '../../../../lib/error-message';
import { useReorderUnitPhotos } from '../../api/reorder-unit-photos';
import { DeletePhotoDialog } from './DeletePhotoDialog';
import { PhotoAltDialog } from './PhotoAltDialog';
import { makeCover, moveIds, sameOrder } from './photo-order';

/**
 * The unit's photos in their order, the first being the cover. react-aria's drag and drop reorders
 * them by mouse, touch and keyboard (the drag handle: Enter to pick up, arrows to move, Enter to put
 * down, Escape to cancel), and it announces each step; the new order is then announced once the
 * server has it. The order shows at once and comes back if the server refuses it.
 */
export function PhotoGrid({
  unit,
  locked,
  onAnnounce,
}: {
  unit: HostUnit;
  locked: boolean;
  onAnnounce: (text: string) => void;
}) {
  const { t, i18n } = useLingui();
  const reorder = useReorderUnitPhotos();
  const messageOf = useErrorMessage();
  const [editing, setEditing] = useState<HostUnitPhoto | null>(null);
  const [deleting, setDeleting] = useState<HostUnitPhoto | null>(null);
  const saved = unit.photos_list.map((photo) => photo.id);
  // While a new order is on its way it is what the grid shows, whatever copy of the unit came in.
  const ids = reorder.isPending ? reorder.variables.ids : saved;
  const byId = new Map(unit.photos_list.map((photo) => [photo.id, photo]));
  const photos = ids.flatMap((id) => byId.get(id) ?? []);
  const altOf = (photo: HostUnitPhoto) => (i18n.locale === 'ar' ? photo.alt_ar : photo.alt_en);
  const nameOf = (photo: HostUnitPhoto) => {
    const n = photos.indexOf(photo) + 1;
    const total = photos.length;
    return altOf(photo) || t`Photo ${n} of ${total}`;
  };

  const save = (next: number[], moved: HostUnitPhoto) => {
    if (sameOrder(next, ids)) return;
    const position = next.indexOf(moved.id) + 1;
    const total = next.length;
    const name = nameOf(moved);
    reorder.mutate(
      { unitId: unit.id, ids: next, key: crypto.randomUUID() },
      {
        onSuccess: () =>
          onAnnounce(
            position === 1
              ? t`${name} is now the cover photo.`
              : t`${name} is now photo ${position} of ${total}.`,
          ),
        onError: (error) => onAnnounce(t`The order was not saved: ${messageOf(error)}`),
      },
    );
  };

  const { dragAndDropHooks } = useDragAndDrop({
    isDisabled: locked,
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': nameOf(byId.get(Number(key))!) })),
    onReorder: (event) => {
      const moving = [...event.keys].map(Number);
      const first = byId.get(moving[0]!);
      if (!first || event.target.dropPosition === 'on') return;
      save(moveIds(ids, moving, Number(event.target.key), event.target.dropPosition), first);
    },
  });

  return (
    <>
      <GridList
        aria-label={t`Photos, in the order guests see them`}
        className="photo-grid"
        layout="grid"
        // Arrows move between photos (a grid), so Tab reaches the handle and buttons inside one.
        keyboardNavigationBehavior="tab"
        items={photos}
        dragAndDropHooks={dragAndDropHooks}
      >
        {(photo) => {
          const position = photos.indexOf(photo) + 1;
          const alt = altOf(photo);
          return (
            <GridListItem id={photo.id} textValue={nameOf(photo)} className="photo-card">
              <div className="photo-card-image">
                <ResponsiveImage imageKey={photo.key} alt={alt} sizes="(min-width: 48rem) 16rem, 50vw" />
                {position === 1 && (
                  <span className="photo-card-badge">
                    <Trans>Cover</Trans>
                  </span>
                )}
              </div>
              <div className="photo-card-bar">
                {!locked && (
                  <AriaButton
                    slot="drag"
                    className="btn btn-ghost photo-card-drag"
                    aria-label={t`Move ${nameOf(photo)}`}
                  >
                    ⠿
                  </AriaButton>
                )}
                <span className="photo-card-position">
                  <Trans>
                    {position} of {photos.length}
                  </Trans>
                </span>
              </div>
              {!(photo.alt_en && photo.alt_ar) && (
                <p className="photo-card-missing">
                  <Trans>Description missing</Trans>
                </p>
              )}
              {!locked && (
                <div className="photo-card-actions">
                  {position > 1 && (
                    <Button variant="ghost" onPress={() => save(makeCover(ids, photo.id), photo)}>
                      <Trans>Make cover</Trans>
                    </Button>
                  )}
                  <Button variant="ghost" onPress={() => setEditing(photo)}>
                    <Trans>Describe</Trans>
                  </Button>
                  <Button variant="ghost" onPress={() => setDeleting(photo)}>
                    <Trans>Delete</Trans>
                  </Button>
                </div>
              )}
            </GridListItem>
          );
        }}
      </GridList>
      {editing && (
        <PhotoAltDialog
          unitId={unit.id}
          photo={editing}
          onClose={() => setEditing(null)}
          onAnnounce={onAnnounce}
        />
      )}
      {deleting && (
        <DeletePhotoDialog
          unit={unit}
          photo={deleting}
          name={nameOf(deleting)}
          onClose={() => setDeleting(null)}
          onAnnounce={onAnnounce}
        />
      )}
    </>
  );
}
