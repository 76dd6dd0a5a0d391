import { useNavigate } from '@tanstack/react-router';
import type { SessionUser } from '../../../contract/auth';
import { safeRedirect } from '../../lib/guards';
import { currentLocale } from '../../lib/i18n';

/**
 * After any sign-in: an account that is not ready goes to complete-profile first (spec: states and transitions), carrying the
 * redirect along; otherwise back to the `redirect` query, same-site paths only, or home.
 */
export function useFinishSignIn(redirect: string | undefined) {
  const navigate = useNavigate();
  return (user: SessionUser) => {
    const lang = currentLocale();
    if (!user.account_ready) {
      void navigate({ to: '/$lang/complete-profile', params: { lang }, search: { redirect } });
      return;
    }
    void navigate({ href: safeRedirect(redirect, `/${lang}`), replace: true });
  };
}
