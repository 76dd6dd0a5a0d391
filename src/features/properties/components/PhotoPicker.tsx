import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { intlLocale } from '../../../../contract/i18n';
import { MAX_PROPERTY_PHOTO_BYTES, MAX_PROPERTY_PHOTOS } from '../../../../contract/properties';
import { Button } from '../../../components/ui/Button';
import { currentLocale } from '../../../lib/i18n';
import { decodesAsImage } from '../../../lib/image-check';

const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif'];

/**
 * Up to MAX_PROPERTY_PHOTOS photos with previews. The browser's checks (type, size, count) catch the
 * common mistakes at once, and each file must decode as a picture before it gets a thumbnail; the
 * server checks the bytes again.
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
  const [refused, setRefused] = useState<string[]>([]);
  const names = new Intl.ListFormat(intlLocale(currentLocale()), { type: 'conjunction' }).format(refused);

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
            const chosen = Array.from(list ?? []).filter(
              (file) => file.type.startsWith('image/') && file.size <= MAX_PROPERTY_PHOTO_BYTES,
            );
            void Promise.all(chosen.map(decodesAsImage)).then((ok) => {
              setRefused(chosen.filter((_, i) => !ok[i]).map((file) => file.name));
              const added = chosen.filter((_, i) => ok[i]);
              if (added.length > 0) onChange([...photos, ...added].slice(0, MAX_PROPERTY_PHOTOS));
            });
          }}
        >
          <Button variant="secondary" aria-describedby="photo-rules">
            <Trans>Add photos</Trans>
          </Button>
        </FileTrigger>
      )}
      {refused.length > 0 && (
        <p className="field-error" role="alert">
          <Trans>
            {names}: not a photo we can read. Only photos can be added: JPEG, PNG, WebP, AVIF or HEIC.
          </Trans>
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
