import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { MESSAGE_PHOTO_BYTES, MESSAGE_PHOTOS_MAX } from '../../../../contract/messages';
import { Button } from '../../../components/ui/Button';
import { decodesAsImage } from '../../../lib/image-check';
import '../../../components/gallery/photo-strip.css';

const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif'];

/** Up to four photos for a message, each checked to be a picture the browser can read; the server checks again. */
export function PhotoChooser({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useLingui();
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const [refused, setRefused] = useState(0);
  const maxMb = MESSAGE_PHOTO_BYTES / 1024 / 1024;
  return (
    <div className="composer-photos">
      {files.length > 0 && (
        <ul className="photo-strip">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              <img
                className="photo-strip-thumb"
                src={previews[i]}
                alt={t`To send, ${i + 1} of ${files.length}: ${file.name}`}
              />
              <Button
                variant="ghost"
                aria-label={t`Remove photo ${i + 1}`}
                onPress={() => onChange(files.filter((_, j) => j !== i))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {files.length < MESSAGE_PHOTOS_MAX && (
        <FileTrigger
          acceptedFileTypes={TYPES}
          allowsMultiple
          onSelect={(list) => {
            const chosen = Array.from(list ?? []).filter(
              (file) => file.type.startsWith('image/') && file.size <= MESSAGE_PHOTO_BYTES,
            );
            const tooBig = (list?.length ?? 0) - chosen.length;
            void Promise.all(chosen.map(decodesAsImage)).then((ok) => {
              setRefused(tooBig + ok.filter((good) => !good).length);
              const added = chosen.filter((_, i) => ok[i]);
              if (added.length > 0) onChange([...files, ...added].slice(0, MESSAGE_PHOTOS_MAX));
            });
          }}
        >
          <Button variant="secondary">
            <Trans>Add photos</Trans>
          </Button>
        </FileTrigger>
      )}
      <p className="field-description">
        <Trans>
          Up to {MESSAGE_PHOTOS_MAX} photos, {maxMb} MB each.
        </Trans>
      </p>
      {refused > 0 && (
        <p className="field-error" role="alert">
          <Trans>Some files were left out: only photos up to {maxMb} MB can be sent.</Trans>
        </p>
      )}
    </div>
  );
}
