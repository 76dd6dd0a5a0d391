import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { MAX_UNIT_PHOTO_BYTES, MAX_UNIT_PHOTOS, type HostUnit } from '../../../../../contract/hosting-units';
import { Button } from '../../../../components/ui/Button';
import { isApiError } from '../../../../lib/api-error';
import { useErrorMessage } from '../../../../lib/error-message';
import { useUploadUnitPhotos } from '../../api/upload-unit-photos';

const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif'];

interface Upload {
  id: string;
  name: string;
  state: 'waiting' | 'sending' | 'added' | 'failed';
  error?: string;
}

/**
 * Adds photos: several may be chosen at once, and each is sent on its own, so one refused file (not
 * a picture, too large) says so beside its name while the others are added. The browser's checks
 * catch the common mistakes before sending; the server checks the bytes again.
 */
export function PhotoUpload({ unit, onAnnounce }: { unit: HostUnit; onAnnounce: (text: string) => void }) {
  const { t } = useLingui();
  const upload = useUploadUnitPhotos();
  const messageOf = useErrorMessage();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const busy = uploads.some((item) => item.state === 'waiting' || item.state === 'sending');
  const room = MAX_UNIT_PHOTOS - unit.photos;
  const maxMb = MAX_UNIT_PHOTO_BYTES / 1024 / 1024;
  const finished = uploads.filter((item) => item.state === 'added' || item.state === 'failed').length;
  const set = (id: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  async function send(files: File[]) {
    const list = files.map((file, i): Upload & { file: File } => {
      const base = { id: crypto.randomUUID(), name: file.name, file };
      if (i >= room)
        return { ...base, state: 'failed', error: t`No room left: a unit holds ${MAX_UNIT_PHOTOS} photos.` };
      if (!TYPES.includes(file.type) && !/\.(jpe?g|png|webp|avif|heic|heif)$/i.test(file.name))
        return { ...base, state: 'failed', error: t`Not a photo: use JPEG, PNG, WebP, AVIF or HEIC.` };
      if (file.size > MAX_UNIT_PHOTO_BYTES)
        return { ...base, state: 'failed', error: t`Larger than ${maxMb} MB.` };
      return { ...base, state: 'waiting' };
    });
    setUploads(list.map(({ file: _file, ...item }) => item));
    let added = 0;
    // One at a time: the server re-encodes each photo, and the order they arrive in is the order shown.
    for (const item of list) {
      if (item.state !== 'waiting') continue;
      set(item.id, { state: 'sending' });
      try {
        await upload.mutateAsync({ unitId: unit.id, files: [item.file], key: crypto.randomUUID() });
        added += 1;
        set(item.id, { state: 'added' });
      } catch (error) {
        const text = (isApiError(error) && error.fieldErrors.photos?.[0]) || messageOf(error);
        set(item.id, { state: 'failed', error: text });
      }
    }
    const total = list.length;
    onAnnounce(plural(total, { one: `${added} of # photo added.`, other: `${added} of # photos added.` }));
  }

  return (
    <div className="photo-upload">
      <FileTrigger
        acceptedFileTypes={TYPES}
        allowsMultiple
        onSelect={(files) => void send(Array.from(files ?? []))}
      >
        <Button
          variant="secondary"
          isDisabled={busy || room <= 0}
          isPending={busy}
          aria-describedby="photo-upload-rules"
        >
          <Trans>Add photos</Trans>
        </Button>
      </FileTrigger>
      <p className="field-description" id="photo-upload-rules">
        {room > 0 ? (
          <Trans>
            Up to {MAX_UNIT_PHOTOS} photos, {maxMb} MB each: JPEG, PNG, WebP, AVIF or HEIC. Landscape photos
            work best: every photo is shown at 16:10.
          </Trans>
        ) : (
          <Trans>This unit has the most photos it can hold. Delete one to add another.</Trans>
        )}
      </p>
      {uploads.length > 0 && (
        <div className="photo-upload-progress">
          <p className="photo-upload-count" id="photo-upload-count">
            <Trans>
              {finished} of {uploads.length} done
            </Trans>
          </p>
          <progress aria-labelledby="photo-upload-count" max={uploads.length} value={finished} />
          <ul className="photo-upload-list">
            {uploads.map((item) => (
              <li key={item.id} className={`photo-upload-item is-${item.state}`}>
                <span className="photo-upload-name" dir="auto">
                  {item.name}
                </span>{' '}
                <span className={item.state === 'failed' ? 'field-error' : 'photo-upload-state'}>
                  {item.state === 'waiting' && <Trans>Waiting</Trans>}
                  {item.state === 'sending' && <Trans>Uploading…</Trans>}
                  {item.state === 'added' && <Trans>Added</Trans>}
                  {item.state === 'failed' && item.error}
                </span>
              </li>
            ))}
          </ul>
          {!busy && (
            <Button variant="ghost" onPress={() => setUploads([])}>
              <Trans>Clear this list</Trans>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
