import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_default/account/wishlist')({
  component: WishlistPage,
});

function WishlistPage() {
  return <Page title={msg({ id: 'page.wishlist.title', message: 'Wishlist' })} />;
}
