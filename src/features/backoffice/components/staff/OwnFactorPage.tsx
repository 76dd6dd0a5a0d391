import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { Page } from '../../../../components/layout/Page';
import { secondFactorQueryOptions, useRenewRecoveryCodes } from '../../api/second-factor';
import { AppCodeField } from './AppCodeField';
import { RecoveryCodes } from './RecoveryCodes';
import './staff.css';

const TITLE = msg`Your second factor`;
const LEAD = msg`Your sign-in to the console: the authenticator app on your phone, and the recovery codes that stand in for it when the phone is lost.`;

/**
 * Any staff member's own second factor: how many recovery codes they have left, and ten new ones for
 * a current code from the app (the old ones stop working; the new ones are shown once, here).
 */
export function OwnFactorPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(secondFactorQueryOptions());
  const renew = useRenewRecoveryCodes();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) {
    return (
      <Page title={TITLE}>
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} doneLabel={t`I have saved them`} />
      </Page>
    );
  }
  return (
    <Page title={TITLE} lead={LEAD}>
      <section className="console-card" aria-labelledby="renew-codes-title">
        <h2 id="renew-codes-title">
          <Trans>Recovery codes</Trans>
        </h2>
        <p role="status">
          <Plural
            value={data.recovery_codes_left}
            _0="You have no unused recovery code left: get new ones now, in case you lose your phone."
            one="You have # unused recovery code."
            other="You have # unused recovery codes."
          />
        </p>
        <p>
          <Trans>
            Get ten new codes when you have used some, lost them, or think someone saw them. The old codes
            stop working at once, and the new ones are shown only once, on this page.
          </Trans>
        </p>
        <MutationForm
          mutation={renew}
          variables={() => ({ code })}
          onSuccess={(fresh) => {
            setCode('');
            setCodes(fresh);
          }}
        >
          <AppCodeField value={code} onChange={setCode} />
          <SubmitButton block={false}>
            <Trans>Get new recovery codes</Trans>
          </SubmitButton>
        </MutationForm>
      </section>
    </Page>
  );
}

/** The page while the factor's state loads. */
export function OwnFactorLoading() {
  return (
    <Page title={TITLE} lead={LEAD}>
      <p role="status">
        <Trans>Loading your second factor…</Trans>
      </p>
    </Page>
  );
}
