import { Trans } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { currentLocale, withCatalogues } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy-part';
import { useSession } from '../../../lib/use-session';

// The question form's code, strings and contract load only when a signed-in visitor presses the
// button: the unit page's first load (and its publicly cached, server-rendered answer) carries none.
const AskHostDialog = lazyPart(() =>
  withCatalogues(['messages'], () => import('../../messages/components/AskHostDialog')),
);

/**
 * "Ask the host" on a unit page: a question before booking, which opens a thread with the host. A
 * visitor who is signed out is sent to sign in and comes back here.
 */
export function AskHostSlot({ unitId, title }: { unitId: number; title: string }) {
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <section className="unit-ask-host" aria-labelledby="ask-host-heading">
      <h2 id="ask-host-heading">
        <Trans>Questions before you book?</Trans>
      </h2>
      <Button
        variant="secondary"
        onPress={() => {
          if (token) return setOpen(true);
          void navigate({
            to: '/$lang/sign-in',
            params: { lang: currentLocale() },
            search: { redirect: location.href },
          });
        }}
      >
        <Trans>Ask the host</Trans>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AskHostDialog unitId={unitId} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
