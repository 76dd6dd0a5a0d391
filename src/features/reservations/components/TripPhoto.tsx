import { mediaUrl } from '../../../../contract/media';
import { TRIP_PHOTO_WIDTH } from '../../../../contract/offline';

/**
 * A trip's photo at one fixed width, so the one file the trip wallet saves for offline use
 * (cache-trip-photos.ts) is the file shown.
 */
export function TripPhoto({
  imageKey,
  alt,
  priority = false,
}: {
  imageKey: string;
  alt: string;
  priority?: boolean;
}) {
  return (
    <img
      className="trip-photo"
      src={mediaUrl(imageKey, TRIP_PHOTO_WIDTH)}
      width={TRIP_PHOTO_WIDTH}
      height={(TRIP_PHOTO_WIDTH * 10) / 16}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
