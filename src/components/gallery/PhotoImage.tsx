import { useLingui } from '@lingui/react/macro';

/** A photo the page reads itself (sent with the caller's token): its object URL, or where it is. */
export type PhotoSource = string | 'loading' | 'failed';

/**
 * A private photo as a thumbnail or in the gallery: the image once its bytes are here, a placeholder
 * named by its alt text while they load, and words when it cannot be read (gone, signed out, offline
 * before it was kept). In the gallery (`full`) loading and failure are said on the dark stage.
 */
export function PhotoImage({
  source,
  alt,
  className,
  full = false,
}: {
  source: PhotoSource;
  alt: string;
  className: string;
  full?: boolean;
}) {
  const { t } = useLingui();
  if (source === 'failed')
    return (
      <span className={full ? 'photo-strip-state' : 'photo-strip-missing'}>
        {t`This photo can’t be shown right now.`}
      </span>
    );
  if (source === 'loading')
    return full ? (
      <span className="photo-strip-state" role="status">
        {t`Loading the photo…`}
      </span>
    ) : (
      <span className={className} role="img" aria-label={alt} />
    );
  return full ? (
    <img className={className} src={source} alt={alt} />
  ) : (
    <img className={className} src={source} alt={alt} width={160} height={120} />
  );
}
