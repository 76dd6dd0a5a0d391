import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { currentLocale } from '../../../lib/i18n';
import { HowToEarn } from './HowToEarn';

/** For a visitor who is signed out: what the programme gives, and an invitation to join. */
export function RewardsIntro() {
  const lang = currentLocale();
  return (
    <div className="rewards">
      <section className="rewards-section rewards-invite">
        <h2>
          <Trans>Sakan Rewards</Trans>
        </h2>
        <p>
          <Trans>
            Every stay you complete earns points. Points lift you through Silver, Gold and Platinum, and turn
            into coins that pay part of your next booking. Joining is free: it comes with your Sakan account.
          </Trans>
        </p>
        <p className="trip-actions">
          <Link to="/$lang/sign-up" params={{ lang }} className="btn btn-primary">
            <Trans>Create a free account</Trans>
          </Link>
          <Link
            to="/$lang/sign-in"
            params={{ lang }}
            search={{ redirect: `/${lang}/rewards` }}
            className="btn btn-secondary"
          >
            <Trans>Sign in to see your points</Trans>
          </Link>
        </p>
      </section>
      <HowToEarn />
    </div>
  );
}
