import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { Menu, MenuItem, MenuTrigger, Popover, Text } from 'react-aria-components';
import type { SeasonPreset } from '../../../../../contract/hosting-pricing';
import { Button } from '../../../../components/ui/Button';
import { currentLocale } from '../../../../lib/i18n';
import { pricingPresetsQueryOptions } from '../../api/get-pricing-presets';
import { gregorianDay } from './pricing-format';

/**
 * "Add from a preset": Ramadan, Eid al-Fitr and Eid al-Adha of this year and next (Umm al-Qura dates
 * from the server), each filling the add form with its name and nights. Those already over are left out.
 */
export function PresetMenu({
  unitId,
  isDisabled,
  onPick,
}: {
  unitId: number;
  isDisabled: boolean;
  onPick: (preset: SeasonPreset) => void;
}) {
  const { t } = useLingui();
  const lang = currentLocale();
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const year = now.getUTCFullYear();
  const results = useQueries({
    queries: [year, year + 1].map((y) => pricingPresetsQueryOptions(lang, unitId, y)),
  });
  const presets = results
    .flatMap((r) => r.data ?? [])
    .filter((p) => p.last_night >= today)
    .map((p) => ({ ...p, id: `${p.key}-${p.hijri_year}` }));
  const rangeOf = (preset: SeasonPreset) => {
    const from = gregorianDay(preset.first_night, lang);
    const to = gregorianDay(preset.last_night, lang);
    return t`${from} to ${to}`;
  };
  const failed = results.some((r) => r.isError);
  const loading = results.some((r) => r.isPending);
  return (
    <div className="host-pricing-presets">
      <MenuTrigger>
        <Button variant="secondary" isDisabled={isDisabled || presets.length === 0}>
          <Trans>Add from a preset</Trans>
        </Button>
        <Popover className="select-popover">
          <Menu
            className="select-list"
            aria-label={t`Holidays`}
            items={presets}
            onAction={(id) => {
              const preset = presets.find((p) => p.id === id);
              if (preset) onPick(preset);
            }}
          >
            {(preset) => (
              <MenuItem id={preset.id} className="select-option" textValue={preset.name}>
                <Text slot="label">
                  {preset.name} <bdi>{preset.hijri_year}</bdi>
                </Text>
                <Text slot="description" className="select-option-description">
                  {rangeOf(preset)}
                </Text>
              </MenuItem>
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
      {failed ? (
        <p className="field-description" role="status">
          <Trans>The holiday dates couldn’t be loaded; you can still add a season with your own dates.</Trans>
        </p>
      ) : (
        loading && (
          <p className="field-description" role="status">
            <Trans>Loading holiday dates…</Trans>
          </p>
        )
      )}
    </div>
  );
}
