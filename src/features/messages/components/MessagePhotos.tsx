import type { MessagePhoto } from '../../../../contract/messages';
import { PhotoImage } from '../../../components/gallery/PhotoImage';
import { SentPhotos, type SentPhotoProps } from '../../../components/gallery/SentPhotos';
import { useMessagePhoto } from '../api/message-photo';

/** A message's photos in the thread: thumbnails that open full size (see SentPhotos). */
export function MessagePhotos({ photos, author }: { photos: MessagePhoto[]; author: string }) {
  return <SentPhotos photos={photos} author={author} Photo={ThreadPhoto} />;
}

/** Read with the caller's token and kept for offline with the trip (see loadMessagePhoto). */
function ThreadPhoto({ url, ...image }: SentPhotoProps) {
  return <PhotoImage source={useMessagePhoto(url)} {...image} />;
}
