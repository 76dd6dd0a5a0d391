import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';
import { Wishlist } from '../../../../features/favorites/components/Wishlist';
import { pageSearch } from '../../../../lib/search';

/**
 * No loader on purpose: opened offline, the list must come from the copy kept in IndexedDB, which a
 * loader's failed fetch would turn into an error page. The component shows each state itself.
 */
export const Route = createFileRoute('/$lang/_default/account/wishlist')({
  validateSearch: pageSearch,
  component: WishlistPage,
});

function WishlistPage() {
  return (
    <Page
      title={msg({ id: 'page.wishlist.title', message: 'Wishlist' })}
      lead={msg({
        id: 'page.wishlist.lead',
        message: 'The stays you saved, ready to open even without a connection.',
      })}
    >
      <Wishlist />
    </Page>
  );
}
