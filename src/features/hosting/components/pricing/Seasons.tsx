import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { HostPricing, HostSeason, SeasonPreset } from '../../../../../contract/hosting-pricing';
import { Button } from '../../../../components/ui/Button';
import { DeleteSeasonDialog } from './DeleteSeasonDialog';
import { PresetMenu } from './PresetMenu';
import { draftOfSeason, emptySeason, type SeasonDraft } from './season-draft';
import { SeasonForm } from './SeasonForm';
import { SeasonList } from './SeasonList';

interface Editing {
  seasonId: number | null;
  initial: SeasonDraft;
  /** A new form for each open, so a second preset replaces what the first filled in. */
  key: number;
}

/**
 * The unit's seasons: the list (or what a season is, when there is none), adding one from scratch or
 * from a holiday preset, editing and deleting. One form at a time, below the list.
 */
export function Seasons({ pricing, online }: { pricing: HostPricing; online: boolean }) {
  const unitId = pricing.unit_id;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<HostSeason | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const open = (seasonId: number | null, initial: SeasonDraft) =>
    setEditing((current) => ({ seasonId, initial, key: (current?.key ?? 0) + 1 }));
  const fromPreset = (p: SeasonPreset) =>
    open(null, emptySeason({ name: p.name, first_night: p.first_night, last_night: p.last_night }));
  const done = (message: string) => {
    setEditing(null);
    setAnnouncement(message);
  };
  return (
    <section className="host-pricing-part" aria-labelledby="pricing-seasons">
      <h2 id="pricing-seasons">
        <Trans>Seasons</Trans>
      </h2>
      {pricing.seasons.length === 0 ? (
        <p className="field-description host-pricing-empty">
          <Trans>
            No seasons yet. A season gives a range of nights, such as Ramadan or the summer holidays, its own
            price a night or a change of the usual price in percent, and can set its own shortest and longest
            stay. Add one, or start from a holiday’s dates.
          </Trans>
        </p>
      ) : (
        <SeasonList
          seasons={pricing.seasons}
          online={online}
          onEdit={(season) => open(season.id, draftOfSeason(season))}
          onDelete={setDeleting}
        />
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <div className="host-pricing-actions">
        <Button variant="secondary" isDisabled={!online} onPress={() => open(null, emptySeason())}>
          <Trans>Add a season</Trans>
        </Button>
        <PresetMenu unitId={unitId} isDisabled={!online} onPick={fromPreset} />
      </div>
      {editing && (
        <SeasonForm
          key={editing.key}
          unitId={unitId}
          seasonId={editing.seasonId}
          initial={editing.initial}
          onDone={done}
        />
      )}
      {deleting && (
        <DeleteSeasonDialog
          unitId={unitId}
          season={deleting}
          onClose={(message) => {
            setDeleting(null);
            setAnnouncement(message);
          }}
        />
      )}
    </section>
  );
}
