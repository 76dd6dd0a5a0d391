import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { PhotoStrip } from './PhotoStrip';

/** One width of a sent photo as the page reads it (`url` ends in `-320.webp` or `-1024.webp`). */
export interface SentPhotoProps {
  url: string;
  alt: string;
  className: string;
  /** The gallery's view rather than the thumbnail. */
  full?: boolean;
}

/**
 * The photos someone sent with a message, in the order sent: thumbnails of the 320-pixel file, each
 * opening the 1024-pixel one in the photo gallery. `photos[].url` is the file's address without its
 * width; `Photo` reads it the way the page may (a participant's route, kept for offline, or the
 * console's), each through PhotoImage.
 */
export function SentPhotos({
  photos,
  author,
  Photo,
}: {
  photos: readonly { key: string; url: string }[];
  author: string;
  Photo: ComponentType<SentPhotoProps>;
}) {
  const { t } = useLingui();
  const urls = new Map(photos.map((photo) => [photo.key, photo.url]));
  const shown = photos.map((photo, i) => ({
    key: photo.key,
    alt: t`Sent by ${author}, ${i + 1} of ${photos.length}`,
  }));
  return (
    <PhotoStrip
      photos={shown}
      title={t`Photos sent by ${author}`}
      thumbnail={(photo) => (
        <Photo url={`${urls.get(photo.key)}-320.webp`} alt={photo.alt} className="photo-strip-thumb" />
      )}
      full={(photo, className) => (
        <Photo url={`${urls.get(photo.key)}-1024.webp`} alt={photo.alt} className={className} full />
      )}
    />
  );
}
