import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { currentLocale } from '../../lib/i18n';

/** The terms and privacy links, shown in both layouts' footers. */
export function LegalLinks() {
  const lang = currentLocale();
  return (
    <>
      <Link to="/$lang/terms-conditions" params={{ lang }}>
        <Trans>Terms and conditions</Trans>
      </Link>
      <Link to="/$lang/privacy" params={{ lang }}>
        <Trans>Privacy policy</Trans>
      </Link>
    </>
  );
}
