import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { GoogleCredentialResponse } from '../google-identity';
import { FormError } from '../../../components/ui/FormError';
import { currentLocale } from '../../../lib/i18n';
import { useAuthSettings } from '../api/get-auth-settings';
import { useSocialLogin } from '../api/sign-in';
import { initializeGoogle, loadGoogleIdentity, subjectOf } from '../google-identity';
import { useApiErrors } from '../../../lib/use-api-errors';
import { useFinishSignIn } from '../use-finish-sign-in';

/**
 * "Continue with Google": hidden when no client id is configured (spec, validation rules, the issue).
 * A staff account with a second factor goes on to the code step (`onChallenge`, on the sign-in page).
 */
export function GoogleSignIn({
  redirect,
  onChallenge,
}: {
  redirect: string | undefined;
  onChallenge?: (challenge: string) => void;
}) {
  const { t } = useLingui();
  const settings = useAuthSettings();
  const clientId = settings.data?.google_client_id ?? null;
  const container = useRef<HTMLDivElement>(null);
  const social = useSocialLogin();
  const finish = useFinishSignIn(redirect);
  const errors = useApiErrors();
  const [loadFailed, setLoadFailed] = useState(false);
  // Google calls back long after the effect ran; the event sees the latest state without re-running it.
  const onCredential = useEffectEvent((response: GoogleCredentialResponse) => {
    errors.clear();
    // Spec, validation rules: a callback with no credential is an error the visitor sees.
    if (!response.credential) {
      errors.setForm(t`Google sign-in did not complete. Please try again.`);
      return;
    }
    const credential = response.credential;
    social.mutate(
      { provider: 'google', provider_id: subjectOf(credential), credential },
      {
        onSuccess: (step) => {
          if ('user' in step) finish(step.user);
          else if (onChallenge) onChallenge(step.challenge);
          else errors.setForm(t`Staff accounts sign in on the sign-in page, where they enter their code.`);
        },
        onError: errors.set,
      },
    );
  });

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((id) => {
        if (cancelled || !container.current) return;
        initializeGoogle(id, clientId, onCredential);
        id.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          locale: currentLocale(),
          width: 320,
        });
      })
      .catch((error: unknown) => {
        // Blocked or offline: the other ways in still work; a note says why the button is missing.
        console.warn(error);
        if (!cancelled) setLoadFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (!clientId) return null;
  return (
    <div className="social-sign-in">
      <p className="divider">
        <Trans>or</Trans>
      </p>
      <FormError message={errors.form} />
      {/* Blocked or offline, the note takes the button's place, so nothing below it moves. */}
      {loadFailed ? (
        <p className="google-button google-unavailable">
          <Trans>Google sign-in is not available right now.</Trans>
        </p>
      ) : (
        <div ref={container} className="google-button" aria-busy={social.isPending} />
      )}
    </div>
  );
}
