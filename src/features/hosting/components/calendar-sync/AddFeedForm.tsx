import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MAX_FEEDS_PER_UNIT } from '../../../../../contract/hosting-calendar-sync';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { TextField } from '../../../../components/ui/TextField';
import { useAddCalendarFeed } from '../../api/add-calendar-feed';

/** Adds another site's calendar by its export link; the server checks it at once. */
export function AddFeedForm({ unitId, count }: { unitId: number; count: number }) {
  const { t } = useLingui();
  const add = useAddCalendarFeed(unitId);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  if (count >= MAX_FEEDS_PER_UNIT) {
    return (
      <p className="field-description">
        <Trans>
          This place imports {MAX_FEEDS_PER_UNIT} calendars, the most it can. Remove one to add another.
        </Trans>
      </p>
    );
  }
  return (
    <MutationForm
      className="form calendar-sync-add"
      aria-label={t`Import a calendar`}
      mutation={add}
      variables={() => ({ body: { name: name.trim(), url: url.trim() }, key: crypto.randomUUID() })}
      onSuccess={() => {
        setName('');
        setUrl('');
      }}
    >
      <h3>
        <Trans>Import a calendar</Trans>
      </h3>
      <TextField
        name="name"
        label={t`Name`}
        description={t`For you, e.g. “Airbnb” or “Booking.com”.`}
        isRequired
        maxLength={80}
        value={name}
        onChange={setName}
      />
      <TextField
        name="url"
        type="url"
        label={t`Calendar link (iCal, .ics)`}
        description={t`Find it in the other site’s calendar settings, under export or sync.`}
        isRequired
        maxLength={2000}
        value={url}
        onChange={setUrl}
      />
      <SubmitButton block={false}>
        <Trans>Import calendar</Trans>
      </SubmitButton>
    </MutationForm>
  );
}
