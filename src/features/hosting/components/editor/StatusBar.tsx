import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { HostUnit } from '../../../../../contract/hosting-units';
import { Button } from '../../../../components/ui/Button';
import { FormError } from '../../../../components/ui/FormError';
import { useErrorMessage } from '../../../../lib/error-message';
import { useUnitStep, type UnitStep } from '../../api/change-unit-status';
import { useUnitLabels } from '../use-unit-labels';

/** Where the unit stands, what it still needs, and the one step the host can take from here. */
export function StatusBar({ unit }: { unit: HostUnit }) {
  const { t } = useLingui();
  const labels = useUnitLabels();
  const messageOf = useErrorMessage();
  const step = useUnitStep(unit.id);
  const [error, setError] = useState<string | null>(null);
  const run = (name: UnitStep) => {
    setError(null);
    step.mutate(
      { step: name, key: crypto.randomUUID() },
      { onError: (failure) => setError(messageOf(failure)) },
    );
  };
  const action: [UnitStep, string] | null =
    unit.status === 'draft'
      ? ['submit', t`Send for review`]
      : unit.status === 'published'
        ? ['pause', t`Pause`]
        : unit.status === 'paused'
          ? ['resume', t`Resume`]
          : null;
  return (
    <section className="host-status-bar" aria-labelledby="host-status-title">
      <h2 id="host-status-title" className="visually-hidden">
        <Trans>Status</Trans>
      </h2>
      <p>
        <span className={`trip-state host-status-${unit.status}`}>{labels.status[unit.status]}</span>{' '}
        {unit.status === 'review' && (
          <Trans>We’re checking it; you’ll hear from us when it’s published.</Trans>
        )}
        {unit.status === 'paused' &&
          (unit.paused_reason === 'licence_expired' ? t`Paused: the licence expired` : t`Paused by you`)}
      </p>
      {unit.status === 'draft' && unit.review_note && (
        <p className="host-note" role="note">
          <Trans>Sent back by our team: {unit.review_note}</Trans>
        </p>
      )}
      {unit.issues.length > 0 ? (
        <div>
          <h3 className="host-issues-title">
            <Trans>Still to do</Trans>
          </h3>
          <ul className="host-issues" aria-live="polite">
            {unit.issues.map((issue) => (
              <li key={issue}>{labels.issue[issue]}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p aria-live="polite">
          <Trans>Nothing missing.</Trans>
        </p>
      )}
      <FormError message={error} />
      {action && (
        <Button
          isPending={step.isPending}
          onPress={() => run(action[0])}
          variant={action[0] === 'pause' ? 'secondary' : 'primary'}
        >
          {action[1]}
        </Button>
      )}
    </section>
  );
}
