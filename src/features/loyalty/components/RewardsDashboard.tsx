import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { OfflineNote } from '../../../components/ui/OfflineNote';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { formatCount, formatPercent } from '../../../lib/numbers';
import { useOnline } from '../../../lib/use-online';
import { progressQueryOptions } from '../api/get-loyalty';
import { ConvertPoints } from './ConvertPoints';
import { HowToEarn } from './HowToEarn';
import { PointsHistory } from './PointsHistory';
import { useLoyaltyLabels } from './use-loyalty-labels';

/** A member's rewards: the tier and the way to the next, points and coins, the history, the rules. */
export function RewardsDashboard({ userId }: { userId: string }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const online = useOnline();
  const labels = useLoyaltyLabels();
  const { data: progress, dataUpdatedAt } = useSuspenseQuery(progressQueryOptions(userId));
  const n = (value: number) => formatCount(value, lang);
  const tier = labels.tier[progress.tier.id];
  const percent = Math.round(progress.progress_bp / 100);
  return (
    <div className="rewards">
      {!online && <OfflineNote updatedAt={dataUpdatedAt} />}
      <section className="rewards-section rewards-tier" aria-labelledby="tier-heading">
        <h2 id="tier-heading">
          <Trans>Your tier: {tier}</Trans>
        </h2>
        <div
          className="rewards-progress"
          role="progressbar"
          aria-label={t`Progress to the next tier`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={formatPercent(percent * 100, lang)}
        >
          <span className="rewards-progress-bar" style={{ inlineSize: `${percent}%` }} />
        </div>
        <p>
          {progress.next_tier && progress.points_to_next !== null ? (
            <NextTier points={progress.points_to_next} tier={labels.tier[progress.next_tier.id]} />
          ) : (
            <Trans>You’re at the top tier. Thank you for staying with us.</Trans>
          )}
        </p>
        {progress.tier.perks.length > 0 ? (
          <ul>
            {progress.tier.perks.map((perk) => (
              <li key={perk}>{labels.perk[perk]}</li>
            ))}
          </ul>
        ) : (
          <p>
            <Trans>Reach Silver to start getting perks such as bonus points and late check-out.</Trans>
          </p>
        )}
      </section>
      <section className="rewards-section rewards-balances" aria-labelledby="balances-heading">
        <h2 id="balances-heading">
          <Trans>Your balances</Trans>
        </h2>
        <dl className="facts">
          <dt>
            <Trans>Points</Trans>
          </dt>
          <dd>{n(progress.points_balance)}</dd>
          <dt>
            <Trans>Lifetime points</Trans>
          </dt>
          <dd>{n(progress.lifetime_points)}</dd>
          <dt>
            <Trans>Coins</Trans>
          </dt>
          <dd>
            <Trans>
              {n(progress.coins.balance)} (worth {formatMoney(progress.coins.worth, lang)})
            </Trans>
          </dd>
        </dl>
        <p>
          <Trans>Coins pay part of your next booking at checkout.</Trans>
        </p>
        <ConvertPoints userId={userId} progress={progress} />
      </section>
      <PointsHistory userId={userId} />
      <HowToEarn coinValue={progress.rates.coin_value} />
    </div>
  );
}

function NextTier({ points, tier }: { points: number; tier: string }) {
  return <Plural value={points} one={`# more point to ${tier}.`} other={`# more points to ${tier}.`} />;
}
