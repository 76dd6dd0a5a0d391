import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { Button } from '../../../../components/ui/Button';
import { TextField } from '../../../../components/ui/TextField';
import { useSaveSeason } from '../../api/save-season';
import { NumberInput } from '../../../../components/form/NumberInput';
import { PRICE_CURRENCY } from './pricing-format';
import { seasonBodyOf, type SeasonDraft } from './season-draft';

/**
 * Adds a season (seasonId null) or replaces one, whole. The server refuses dates that overlap another
 * season with a message on the first night, shown there; a refused price or stay length lands on its field.
 */
export function SeasonForm({
  unitId,
  seasonId,
  initial,
  onDone,
}: {
  unitId: number;
  seasonId: number | null;
  initial: SeasonDraft;
  onDone: (message: string) => void;
}) {
  const { t } = useLingui();
  const save = useSaveSeason(unitId);
  const [draft, setDraft] = useState(initial);
  const set =
    <K extends keyof SeasonDraft>(name: K) =>
    (value: SeasonDraft[K]) =>
      setDraft((current) => ({ ...current, [name]: value }));
  const title = seasonId === null ? t`Add a season` : t`Edit ${initial.name}`;
  return (
    <MutationForm
      className="form host-pricing-season-form"
      aria-label={title}
      mutation={save}
      variables={() => ({ seasonId, body: seasonBodyOf(draft), key: crypto.randomUUID() })}
      onSuccess={(_pricing, { body }) => onDone(t`Season “${body.name}” saved.`)}
    >
      <h3>{title}</h3>
      <TextField
        name="name"
        label={t`Name`}
        description={t`For you and your guests, e.g. “Summer” or “Ramadan”.`}
        isRequired
        maxLength={80}
        value={draft.name}
        onChange={set('name')}
      />
      <div className="host-pair">
        <TextField
          name="first_night"
          type="date"
          ltr
          isRequired
          label={t`First night`}
          value={draft.first_night}
          onChange={set('first_night')}
        />
        <TextField
          name="last_night"
          type="date"
          ltr
          isRequired
          label={t`Last night`}
          description={t`Included in the season.`}
          value={draft.last_night}
          onChange={set('last_night')}
        />
      </div>
      <RadioGroup
        className="field"
        value={draft.kind}
        onChange={(value) => set('kind')(value === 'percent' ? 'percent' : 'price')}
      >
        <Label className="field-label">
          <Trans>Price in the season</Trans>
        </Label>
        <Radio value="price" className="radio">
          <Trans>Its own price a night</Trans>
        </Radio>
        <Radio value="percent" className="radio">
          <Trans>A change of the usual price, in percent</Trans>
        </Radio>
      </RadioGroup>
      {draft.kind === 'price' ? (
        <NumberInput
          name="price_minor"
          label={t`Price a night`}
          currency={PRICE_CURRENCY}
          isRequired
          min={1}
          value={draft.price}
          onChange={set('price')}
        />
      ) : (
        <NumberInput
          name="percent"
          label={t`Change`}
          description={t`From −90 (cheaper) to +300 (dearer), on the weekday or weekend price.`}
          unit="percent"
          isRequired
          min={-90}
          max={300}
          value={draft.percent}
          onChange={set('percent')}
        />
      )}
      <div className="host-pair">
        <NumberInput
          name="min_nights"
          label={t`Shortest stay, in nights`}
          description={t`For stays starting in the season. Empty: the unit’s.`}
          min={0}
          max={365}
          value={draft.min_nights}
          onChange={set('min_nights')}
        />
        <NumberInput
          name="max_nights"
          label={t`Longest stay, in nights`}
          description={t`Empty: the unit’s.`}
          min={0}
          max={365}
          value={draft.max_nights}
          onChange={set('max_nights')}
        />
      </div>
      <div className="host-pricing-actions">
        <SubmitButton block={false}>
          <Trans>Save season</Trans>
        </SubmitButton>
        <Button variant="secondary" onPress={() => onDone('')}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </MutationForm>
  );
}
