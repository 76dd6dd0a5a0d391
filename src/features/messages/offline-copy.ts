import { msg } from '@lingui/core/macro';

/** Said on the offline screen when a messages page is opened offline with nothing kept (staticData.offline). */
export const MESSAGES_KEPT_OFFLINE = msg({
  id: 'offline.messages',
  message: 'Your conversations are kept on this device once you open them online.',
});
