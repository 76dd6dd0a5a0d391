import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { Link } from '../../../components/ui/Link';
import { currentLocale } from '../../../lib/i18n';

/**
 * The host's sections. On a phone (390 px) it scrolls sideways rather than wrapping onto a second row;
 * the current section is marked with aria-current, and the row follows the page's direction in Arabic.
 */
export function HostingNav() {
  const { t } = useLingui();
  const lang = currentLocale();
  const path = useLocation({ select: (location) => location.pathname.replace(/\/+$/, '') });
  const base = `/${lang}/hosting`;
  const items = [
    { to: '/$lang/hosting', label: t`Today`, current: path === base },
    { to: '/$lang/hosting/units', label: t`Units`, current: path.startsWith(`${base}/units`) },
    {
      to: '/$lang/hosting/reservations',
      label: t`Reservations`,
      current: path.startsWith(`${base}/reservations`),
    },
    { to: '/$lang/hosting/earnings', label: t`Earnings`, current: path.startsWith(`${base}/earnings`) },
  ] as const;
  return (
    <nav className="hosting-nav" aria-label={t`Hosting`}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              // Each section's route file comes with its own page; until all are in the tree, the paths
              // are typed as the layout's (the router builds the href from `to` and `params` alike).
              to={item.to as '/$lang/hosting'}
              params={{ lang }}
              // The router marks an active link itself; Today is the section root, active alone.
              activeOptions={{ exact: item.to === '/$lang/hosting' }}
              className="hosting-nav-link"
              aria-current={item.current ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
