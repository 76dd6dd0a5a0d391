import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Page } from '../../../components/layout/Page';
import { Pager } from '../../../components/ui/Pager';
import { currentLocale } from '../../../lib/i18n';
import { useOnline } from '../../../lib/use-online';
import { hostUnitsQueryOptions } from '../api/get-units';
import { AddUnitForm } from './AddUnitForm';
import { UnitCard } from './UnitCard';

/** The page's frame: its heading shows while the list loads, fails or is empty. */
export function UnitsFrame({ children }: { children: ReactNode }) {
  return (
    <Page
      title={msg`My units`}
      lead={msg`Each of your places, where it stands, and what it still needs before guests can book it.`}
      className="host-units"
    >
      {children}
    </Page>
  );
}

export function UnitsLoading() {
  return (
    <UnitsFrame>
      <p role="status">
        <Trans>Loading your units…</Trans>
      </p>
    </UnitsFrame>
  );
}

/** A page of the host's units, or what to do when there are none yet. */
export function UnitsPage({ page = 1 }: { page?: number }) {
  const { data } = useSuspenseQuery(hostUnitsQueryOptions(currentLocale(), page));
  const units = data.items;
  const online = useOnline();
  return (
    <UnitsFrame>
      {!online && (
        <p role="status" className="host-offline">
          <Trans>
            You’re offline. This list may be out of date, and changes wait until you’re back online.
          </Trans>
        </p>
      )}
      {units.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>
              You have no units yet. Add your first one below: choose its city and type, then fill it in.
            </Trans>
          </p>
        </div>
      ) : (
        <ul className="trips-grid">
          {units.map((unit) => (
            <UnitCard key={unit.id} unit={unit} />
          ))}
        </ul>
      )}
      {data.pagination && <Pager page={data.pagination.page} last={data.pagination.last_page} />}
      <AddUnitForm />
    </UnitsFrame>
  );
}
