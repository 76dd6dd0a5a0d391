import { Link, useLocation } from '@tanstack/react-router';
import { currentLocale } from '../../lib/i18n';
import { switchLocalePath } from '../../lib/locale';

/**
 * Switching language keeps the current page, its search and its hash; only the prefix changes. The
 * link names the other language in that language, marked with `lang` so screen readers say it right; its
 * visible text is its whole accessible name (WCAG 2.5.3), so voice control users can say what they see.
 */
export function LanguageSwitch() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const other = currentLocale() === 'ar' ? 'en' : 'ar';
  return (
    <Link
      className="lang-switch"
      to={switchLocalePath(pathname, other)}
      search={true}
      hash={(h) => h ?? ''}
      hrefLang={other}
    >
      <span lang={other}>{other === 'ar' ? 'العربية' : 'English'}</span>
    </Link>
  );
}
