/**
 * Generated photos are served at /media/<version>/<key>-<width>.<ext>. The version changes whenever the
 * drawings or encoder settings do, so the files can be cached for a year as immutable; client and
 * server read it from here so their URLs always agree.
 */
export const MEDIA_VERSION = 'p1';

/** The spec's image breakpoints: every photo exists at each of these widths. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;

export const mediaUrl = (key: string, width: number, format: 'webp' | 'avif' = 'webp') =>
  `/media/${MEDIA_VERSION}/${key}-${width}.${format}`;

/** A `srcset` of every breakpoint width of a photo. */
export const mediaSrcSet = (key: string, format: 'webp' | 'avif' = 'webp') =>
  IMAGE_WIDTHS.map((w) => `${mediaUrl(key, w, format)} ${w}w`).join(', ');

/** The unit page's main photo `sizes`, shared with the server's preload hint so both pick one file. */
export const GALLERY_MAIN_SIZES = '(min-width: 1024px) 60vw, 100vw';
