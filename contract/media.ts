/**
 * Generated photos are served at /media/<version>/<key>-<width>.<ext>. The version changes whenever the
 * drawings or encoder settings do, so the files can be cached for a year as immutable; client and
 * server read it from here so their URLs always agree.
 */
export const MEDIA_VERSION = 'p1';
