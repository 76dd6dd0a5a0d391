import { Plural, Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { MIN_UNIT_PHOTOS, type HostUnit } from '../../../../../contract/hosting-units';
import { PhotoGrid } from './PhotoGrid';
import { PhotoUpload } from './PhotoUpload';
import './unit-photos.css';

/**
 * The unit editor's photos: how many against the fewest a unit is published with, adding, the grid
 * (order, cover, descriptions, deleting) and what each state means. A unit in review keeps its
 * photos as the operator sees them; a published unit's changes reach guests at once.
 */
export function UnitPhotos({ unit }: { unit: HostUnit }) {
  const [announcement, setAnnouncement] = useState('');
  const locked = unit.status === 'review';
  const count = unit.photos;
  const min = MIN_UNIT_PHOTOS;
  const missingAlt = unit.photos_list.filter((photo) => !(photo.alt_en && photo.alt_ar)).length;
  return (
    <div className="unit-photos">
      <p className={`unit-photos-count${count < min ? ' is-short' : ''}`}>
        {count < min ? (
          <Plural
            value={count}
            _0={`No photos yet, of at least ${min}`}
            one={`# photo of at least ${min}`}
            other={`# photos of at least ${min}`}
          />
        ) : (
          <Plural value={count} one="# photo: enough to publish" other="# photos: enough to publish" />
        )}
      </p>
      {locked && (
        <p className="unit-photos-note" role="note">
          <Trans>
            The photos are locked while the unit is in review, so the operator checks what goes live. You can
            change them once the review is done.
          </Trans>
        </p>
      )}
      {!locked && unit.status === 'published' && (
        <p className="field-description">
          <Trans>This unit is published: changes to its photos reach guests at once.</Trans>
        </p>
      )}
      {missingAlt > 0 && (
        <p className="unit-photos-note">
          <Plural
            value={missingAlt}
            one="# photo still needs a description in both languages. Use “Describe” on it."
            other="# photos still need a description in both languages. Use “Describe” on each."
          />
        </p>
      )}
      {!locked && <PhotoUpload unit={unit} onAnnounce={setAnnouncement} />}
      {count === 0 ? (
        <p className="unit-photos-empty">
          <Trans>
            No photos yet. Add at least {min}: the first one is the cover guests see in search, so start with
            your best.
          </Trans>
        </p>
      ) : (
        <>
          {!locked && count > 1 && (
            <p className="field-description">
              <Trans>
                Drag a photo by its handle to change the order, or focus the handle and press Enter, move with
                the arrow keys and press Enter again. The first photo is the cover.
              </Trans>
            </p>
          )}
          <PhotoGrid unit={unit} locked={locked} onAnnounce={setAnnouncement} />
        </>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
