/**
 * The one Cache Storage entry the app itself fills: photos of the signed-in guest's upcoming stays,
 * so the trip wallet shows them with no network. The service worker reads it first for photos; the
 * app deletes it on sign-out, since which photos it holds says where that guest is going. Plain
 * constants, so the worker and the page share them without a schema library.
 */
export const TRIP_PHOTOS_CACHE = 'sakan-trips-v1';
/** The one width the trip pages show a photo at, and so the one file cached for each. */
export const TRIP_PHOTO_WIDTH = 640;
