import { Trans } from '@lingui/react/macro';
import { Link } from '../../../components/ui/Link';
import { currentLocale } from '../../../lib/i18n';

/**
 * Signed out, the form cannot be sent: a request belongs to an account, which becomes the host when
 * it is accepted. The draft is already on this device (draft.ts), and sign-in or sign-up brings the
 * person back here (`redirect`), where the form reads it again.
 */
export function SignInToSend() {
  const lang = currentLocale();
  const back = { redirect: `/${lang}/list-property` };
  return (
    <div className="form-signin" role="group" aria-labelledby="list-property-sign-in">
      <p id="list-property-sign-in">
        <Trans>
          Sign in or create an account to send your property: you’ll follow the request there and, once it’s
          accepted, run your listing. What you entered stays on this device.
        </Trans>
      </p>
      <div className="form-signin-actions">
        <Link to="/$lang/sign-in" params={{ lang }} search={back} className="btn btn-primary">
          <Trans>Sign in to send</Trans>
        </Link>
        <Link to="/$lang/sign-up" params={{ lang }} search={back} className="btn btn-secondary">
          <Trans>Create an account</Trans>
        </Link>
      </div>
    </div>
  );
}
