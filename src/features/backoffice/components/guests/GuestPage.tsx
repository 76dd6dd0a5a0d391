import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { GuestProfile } from '../../../../../contract/backoffice-guests';
import { formatMoment, formatStayDay, joinParts } from '../../../../../contract/format';
import { DocumentHead } from '../../../../components/layout/DocumentHead';
import { Link } from '../../../../components/ui/Link';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';
import { useSession } from '../../../../lib/use-session';
import { guestQueryOptions } from '../../api/get-guest';
import { consoleMeQueryOptions } from '../../api/get-me';
import { BlockControl } from './BlockControl';
import { CoinsForm } from './CoinsForm';
import { CoinLedger, PointLedger } from './GuestLedgers';
import { GuestStays, GuestTotals } from './GuestTables';
import { useGuestLabels } from './use-guest-labels';
import './guests.css';

/** The guest page's frame: the way back to the list, the heading, and the rest. */
export function GuestFrame({ title, children }: { title: string; children?: ReactNode }) {
  const lang = currentLocale();
  return (
    <article className="page guest-page">
      <DocumentHead title={title} />
      <p className="guest-back">
        <Link to="/$lang/admin/$" params={{ lang, _splat: 'guests' }}>
          <Trans>All guests</Trans>
        </Link>
      </p>
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      {children}
    </article>
  );
}

/** One account: who it is, its stays and ledgers, and what staff may do to it. */
export function GuestPage({ id }: { id: string }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const { data } = useSuspenseQuery(guestQueryOptions(lang, id));
  const me = useQuery(consoleMeQueryOptions());
  const self = useSession().user?.id === id;
  const roles = me.data?.roles ?? [];
  const profile = data.profile;
  const canBlock = roles.includes('admin') || roles.includes('support');
  const limited = !roles.includes('admin') && !roles.includes('finance');
  return (
    <GuestFrame title={profile.name ?? profile.email ?? t`Account without a name`}>
      <GuestTotals detail={data} />
      <Profile profile={profile} />
      <div className="guest-actions">
        <CoinsForm id={id} balance={profile.coins} limited={limited} />
        {canBlock && <BlockControl profile={profile} self={self} />}
      </div>
      <GuestStays stays={data.stays} />
      <CoinLedger coins={data.coins} />
      <PointLedger points={data.points} />
    </GuestFrame>
  );
}

function Profile({ profile }: { profile: GuestProfile }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useGuestLabels();
  const blocked = profile.blocked;
  return (
    <section className="guest-section" aria-labelledby="guest-profile">
      <h2 id="guest-profile">
        <Trans>Profile</Trans>
      </h2>
      {blocked && (
        <p className="guest-blocked-note" role="note">
          <span className="guest-badge guest-badge-blocked">{t`Blocked`}</span>{' '}
          <Trans>
            Since {formatMoment(new Date(blocked.at), lang)}, by{' '}
            {blocked.by?.name ?? t`a former staff member`}: {blocked.reason}
          </Trans>
        </p>
      )}
      <dl className="guest-profile">
        <dt>{t`Email`}</dt>
        <dd>
          {profile.email ? <Ltr>{profile.email}</Ltr> : t`None`}{' '}
          {profile.email && !profile.email_verified && (
            <span className="guest-roles">{t`not confirmed`}</span>
          )}
        </dd>
        <dt>{t`Phone`}</dt>
        <dd>{profile.phone ? <Ltr>{profile.phone}</Ltr> : t`None`}</dd>
        <dt>{t`Signs in with`}</dt>
        <dd>{profile.type === 'social' ? t`Google` : t`Email and password`}</dd>
        <dt>{t`Language`}</dt>
        <dd>
          {/* Each language by its own name, as the language switch shows it. */}
          {profile.locale === 'ar' ? <span lang="ar">العربية</span> : <span lang="en">English</span>}
        </dd>
        <dt>{t`Joined`}</dt>
        <dd>{formatStayDay(profile.created_at.slice(0, 10), lang)}</dd>
        <dt>{t`Roles`}</dt>
        <dd>
          {profile.roles.length > 0
            ? joinParts(
                profile.roles.map((role) => labels.role[role]),
                lang,
              )
            : t`Guest`}
        </dd>
      </dl>
    </section>
  );
}
