import { Trans } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { Link } from '../../../../components/ui/Link';
import { currentLocale } from '../../../../lib/i18n';
import { useSession } from '../../../../lib/use-session';

/**
 * On to checkout (a later issue; the confirmation page stands in), with the whole selection in the
 * query. Signed out, it goes to sign-in first with this page, query and all, as the `redirect`: sign-in
 * returns there (same-site paths only), so nothing chosen is lost.
 */
export function ContinueLink({ slug, isDisabled }: { slug: string; isDisabled: boolean }) {
  const lang = currentLocale();
  const { token } = useSession();
  const here = useLocation({ select: (location) => location.href });
  const common = {
    className: 'btn btn-primary btn-block booking-continue',
    disabled: isDisabled,
    isDisabled,
  };
  return (
    <>
      {token ? (
        <Link {...common} to="/$lang/confirmation/$slug" params={{ lang, slug }} search={true}>
          <Trans>Continue</Trans>
        </Link>
      ) : (
        <Link {...common} to="/$lang/sign-in" params={{ lang }} search={{ redirect: here }}>
          <Trans>Continue</Trans>
        </Link>
      )}
      {!token && (
        <p className="booking-note">
          <Trans>You’ll sign in first; your dates, guests and extras are kept.</Trans>
        </p>
      )}
    </>
  );
}
