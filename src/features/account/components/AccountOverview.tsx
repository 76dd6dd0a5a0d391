import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { currentLocale } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { useLogout } from '../../auth';

/**
 * The account hub: one card per sub-page (spec: screens, routes and guards), and sign out. `notificationsStatus` is the unread count
 * the route passes in (the notifications feature's), so this feature need not depend on that one.
 */
export function AccountOverview({ notificationsStatus }: { notificationsStatus?: ReactNode } = {}) {
  const { t } = useLingui();
  const lang = currentLocale();
  const { user } = useSession();
  const name = user?.name;
  const logout = useLogout();
  const navigate = useNavigate();
  const cards = [
    {
      to: '/$lang/account/personal-info',
      title: t`Personal information`,
      text: t`Your name, phone number and language.`,
    },
    user?.type === 'social'
      ? null
      : {
          to: '/$lang/account/login-security',
          title: t`Login and security`,
          text: t`Your password and where you're signed in.`,
        },
    { to: '/$lang/account/reservations', title: t`My reservations`, text: t`Upcoming and past stays.` },
    { to: '/$lang/account/messages', title: t`Messages`, text: t`Your conversations with hosts.` },
    { to: '/$lang/account/wishlist', title: t`Wishlist`, text: t`Places you saved for later.` },
    { to: '/$lang/account/reviews', title: t`My reviews`, text: t`What you wrote about your stays.` },
    {
      to: '/$lang/account/notifications',
      title: t`Notifications`,
      text: t`Updates about your bookings and offers.`,
    },
    {
      to: '/$lang/hosting/$',
      title: t`Hosting`,
      text: t`Your listings, or how to become a host and follow your requests.`,
    },
  ] as const;
  return (
    <>
      {name && (
        <p className="account-greeting">
          <Trans>Welcome, {name}</Trans>
        </p>
      )}
      <ul className="card-grid">
        {cards.map(
          (card) =>
            card && (
              <li key={card.to}>
                <Link to={card.to} params={{ lang }} className="card-link">
                  <span className="card-title">{card.title}</span>
                  <span className="card-text">{card.text}</span>
                  {card.to === '/$lang/account/notifications' && notificationsStatus}
                </Link>
              </li>
            ),
        )}
      </ul>
      <Button
        variant="secondary"
        isPending={logout.isPending}
        onPress={() =>
          logout.mutate(false, { onSettled: () => void navigate({ to: '/$lang', params: { lang } }) })
        }
      >
        <Trans>Sign out</Trans>
      </Button>
    </>
  );
}
