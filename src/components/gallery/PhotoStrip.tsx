import { Suspense, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { lazyPart } from '../../lib/lazy-part';
import type { GalleryPhoto } from './PhotoGallery';
import './photo-strip.css';

// The gallery's code and CSS are a chunk of their own, fetched when a photo is first pointed at or
// pressed (the service worker keeps it, so a kept conversation opens its photos with no signal too).
const PhotoGallery = lazyPart(() => import('./PhotoGallery'));

export interface PhotoStripProps {
  photos: readonly GalleryPhoto[];
  /** The gallery's heading, e.g. "Photos sent by Noura". */
  title: string;
  /** A photo's small image inside its button (the button is named by the image's alt text). */
  thumbnail: (photo: GalleryPhoto) => ReactNode;
  /** The same photo full size in the gallery, with the class that fits it to the stage. */
  full: (photo: GalleryPhoto, className: string) => ReactNode;
  className?: string;
}

/**
 * A row of thumbnails, each a button that opens the full-size photo in the photo gallery (the unit
 * page's own, so Escape, the arrows, swipe, zoom and right-to-left work the same everywhere). The
 * dialog gives focus back to the thumbnail that opened it.
 */
export function PhotoStrip({ photos, title, thumbnail, full, className }: PhotoStripProps) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const show = (index: number) => {
    void PhotoGallery.preload();
    setOpen(index);
  };
  return (
    <>
      <ul className={['photo-strip', className].filter(Boolean).join(' ')}>
        {photos.map((photo, index) => (
          <li key={photo.key}>
            <Button
              className="photo-strip-open"
              aria-haspopup="dialog"
              onHoverStart={() => void PhotoGallery.preload()}
              onPress={() => show(index)}
            >
              {thumbnail(photo)}
            </Button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoGallery
            title={title}
            images={photos}
            start={open}
            onClose={() => setOpen(null)}
            renderImage={full}
          />
        </Suspense>
      )}
    </>
  );
}
