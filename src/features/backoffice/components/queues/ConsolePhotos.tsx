import type { MessagePhoto } from '../../../../../contract/messages';
import { PhotoImage } from '../../../../components/gallery/PhotoImage';
import { SentPhotos, type SentPhotoProps } from '../../../../components/gallery/SentPhotos';
import { usePrivatePhoto } from '../../api/queues/use-private-photo';

/**
 * A message's photos as staff see them, through the console's own route (staff take no part in the
 * thread, so the participants' route refuses them): thumbnails that open full size (see SentPhotos).
 * Never kept on the device.
 */
export function ConsolePhotos({ photos, author }: { photos: MessagePhoto[]; author: string }) {
  const staffPhotos = photos.map(({ key }) => ({ key, url: `/api/v1/backoffice/messages/photos/${key}` }));
  return <SentPhotos photos={staffPhotos} author={author} Photo={StaffPhoto} />;
}

function StaffPhoto({ url, ...image }: SentPhotoProps) {
  return <PhotoImage source={usePrivatePhoto(url)} {...image} />;
}
