import { msg } from '@lingui/core/macro';

/**
 * What these pages keep on this device for offline use, said on the offline screen when one is opened
 * offline with nothing saved (a route's `staticData.offline`, components/layout/OfflineScreen.tsx). In
 * the feature, so the text is in the catalogue its pages load, not in the shell every page waits for.
 */
export const REWARDS_KEPT_OFFLINE = msg({
  id: 'offline.rewards',
  message: 'Your rewards are kept on this device once you open them, or your trips, online.',
});
