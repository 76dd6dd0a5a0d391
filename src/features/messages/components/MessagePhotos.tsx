import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { MessagePhoto } from '../../../../contract/messages';
import { messagesKeys } from '../api/keys';
import { loadMessagePhoto } from '../api/message-photo';

/** A message's photos as thumbnails (the 320-pixel file), in the order they were sent. */
export function MessagePhotos({ photos, author }: { photos: MessagePhoto[]; author: string }) {
  const { t } = useLingui();
  if (photos.length === 0) return null;
  return (
    <ul className="message-photos">
      {photos.map((photo, i) => (
        <li key={photo.key}>
          <Thumbnail url={`${photo.url}-320.webp`} alt={t`Sent by ${author}, ${i + 1} of ${photos.length}`} />
        </li>
      ))}
    </ul>
  );
}

function Thumbnail({ url, alt }: { url: string; alt: string }) {
  const { t } = useLingui();
  // The bytes, not an object URL, are what the query keeps: it is never persisted (a Blob is not JSON).
  const { data, isError } = useQuery({
    queryKey: messagesKeys.photo(url),
    queryFn: () => loadMessagePhoto(url),
    staleTime: Infinity,
    meta: { persist: false },
  });
  const src = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);
  if (isError)
    return <span className="message-photo-missing">{t`This photo can’t be shown right now.`}</span>;
  return src ? (
    <img className="message-photo" src={src} alt={alt} width={160} height={120} />
  ) : (
    <span className="message-photo message-photo-loading" role="img" aria-label={alt} />
  );
}
