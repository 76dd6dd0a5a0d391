import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { Suspense } from 'react';
import { Link } from '../../../components/ui/Link';
import { currentLocale, withCatalogues } from '../../../lib/i18n';
import { optionalPart } from '../../../lib/lazy-part';

// The unread count beside Messages is the messages feature's, loaded with its catalogue after the nav
// paints; if its code cannot be fetched the nav simply shows no count.
const UnreadMessages = optionalPart(() =>
  withCatalogues(['messages'], () => import('../../messages/components/HostUnreadCount')),
);

/**
 * The host's sections. On a phone (390 px) it scrolls sideways rather than wrapping onto a second row;
 * the current section is marked with aria-current, and the row follows the page's direction in Arabic.
 */
export function HostingNav() {
  const { t } = useLingui();
  const lang = currentLocale();
  const path = useLocation({ select: (location) => location.pathname.replace(/\/+$/, '') });
  const base = `/${lang}/hosting`;
  // Today is the section root; the others share the hosting/$ route, named by the rest of the path.
  const items = [
    { section: '', label: t`Today`, current: path === base },
    { section: 'units', label: t`Units`, current: path.startsWith(`${base}/units`) },
    { section: 'reservations', label: t`Reservations`, current: path.startsWith(`${base}/reservations`) },
    { section: 'messages', label: t`Messages`, current: path.startsWith(`${base}/messages`) },
    { section: 'earnings', label: t`Earnings`, current: path.startsWith(`${base}/earnings`) },
  ] as const;
  return (
    <nav className="hosting-nav" aria-label={t`Hosting`}>
      <ul>
        {items.map((item) => (
          <li key={item.section}>
            <Link
              to="/$lang/hosting/$"
              params={{ lang, _splat: item.section }}
              // The router marks an active link itself; Today is the section root, active alone.
              activeOptions={{ exact: item.section === '' }}
              className="hosting-nav-link"
              aria-current={item.current ? 'page' : undefined}
            >
              {item.label}
              {item.section === 'messages' && (
                <Suspense fallback={null}>
                  <UnreadMessages />
                </Suspense>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
