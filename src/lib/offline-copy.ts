import { msg } from '@lingui/core/macro';

/**
 * What each kind of page keeps on this device for offline use, said on its offline screen when it is
 * opened offline with nothing saved (a route's `staticData.offline`, read by OfflineScreen). Each says
 * what is kept and when it is, so a guest knows what to open online before a trip; what needs a
 * connection says so.
 */
export const OFFLINE_KEPT = {
  trips: msg({
    id: 'offline.trips',
    message: 'Your trips are kept on this device once you open them online.',
  }),
  rewards: msg({
    id: 'offline.rewards',
    message: 'Your rewards are kept on this device once you open them, or your trips, online.',
  }),
  listing: msg({
    id: 'offline.listing',
    message: 'The last stays you searched are kept on this device once you search online.',
  }),
  unit: msg({
    id: 'offline.unit',
    message:
      'A stay’s page is kept on this device once you open it online, and so are the stays in your wishlist.',
  }),
  investment: msg({
    id: 'offline.investment',
    message: 'Investment pages are kept on this device once you open them online.',
  }),
  page: msg({ id: 'offline.page', message: 'This page is kept on this device once you open it online.' }),
  personal: msg({
    id: 'offline.personal',
    message: 'Your account details aren’t kept on this device: they need a connection.',
  }),
};
