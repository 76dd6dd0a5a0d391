import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { FileTrigger } from 'react-aria-components';
import { MAX_PROPERTY_PHOTO_BYTES, MAX_PROPERTY_PHOTOS } from '../../../../contract/properties';
import { Button } from '../../../components/ui/Button';

const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif'];

/**
 * Up to MAX_PROPERTY_PHOTOS photos with previews. The browser's checks (type, size, count) catch the
 * common mistakes at once; the server checks the bytes themselves.
 */
export function PhotoPicker({
  photos,
  onChange,
  error,
}: {
  photos: File[];
  onChange: (photos: File[]) => void;
  error: string | null;
}) {
  const { t } = useLingui();
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const maxMb = MAX_PROPERTY_PHOTO_BYTES / 1024 / 1024;

  return (
    <fieldset className="photo-picker">
      <legend className="field-label">
        <Trans>Photos</Trans>
      </legend>
      <p className="field-description" id="photo-rules">
        <Trans>
          Up to {MAX_PROPERTY_PHOTOS} photos, {maxMb} MB each: JPEG, PNG, WebP, AVIF or HEIC.
        </Trans>
      </p>
      {photos.length > 0 && (
        <ul className="photo-list">
          {photos.map((photo, i) => (
            <li key={`${photo.name}-${i}`}>
              <img src={previews[i]} alt={t`${photo.name} (${i + 1} of ${photos.length})`} />
              <Button
                variant="ghost"
                aria-label={t`Remove photo ${i + 1}`}
                onPress={() => onChange(photos.filter((_, j) => j !== i))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < MAX_PROPERTY_PHOTOS && (
        <FileTrigger
          acceptedFileTypes={TYPES}
          allowsMultiple
          onSelect={(list) => {
            const added = Array.from(list ?? []).filter(
              (file) => file.type.startsWith('image/') && file.size <= MAX_PROPERTY_PHOTO_BYTES,
            );
            onChange([...photos, ...added].slice(0, MAX_PROPERTY_PHOTOS));
          }}
        >
          <Button variant="secondary" aria-describedby="photo-rules">
            <Trans>Add photos</Trans>
          </Button>
        </FileTrigger>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
