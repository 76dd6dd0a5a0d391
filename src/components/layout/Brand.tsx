import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { currentLocale } from '../../lib/i18n';

export function Brand() {
  const { t } = useLingui();
  return (
    <Link to="/$lang" params={{ lang: currentLocale() }} className="brand" aria-label={t`Sakan home`}>
      <img src="/icons/logo.svg" alt="" width="32" height="32" />
      <span className="brand-name">{t({ id: 'brand.name', message: 'Sakan' })}</span>
    </Link>
  );
}
