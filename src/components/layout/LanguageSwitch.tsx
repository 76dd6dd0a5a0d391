import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { Link } from 'react-aria-components';
import { currentLocale } from '../../lib/i18n';
import { switchLocalePath } from '../../lib/locale';

/** Switching language keeps the current page, its search and hash; only the prefix changes. */
export function LanguageSwitch() {
  const { t } = useLingui();
  const href = useLocation({ select: (l) => l.href });
  const other = currentLocale() === 'ar' ? 'en' : 'ar';
  return (
    <Link
      className="lang-switch"
      href={switchLocalePath(href, other)}
      hrefLang={other}
      aria-label={other === 'ar' ? t`Switch to Arabic` : t`Switch to English`}
    >
      <span lang={other}>{other === 'ar' ? 'العربية' : 'English'}</span>
    </Link>
  );
}
