import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Select, type SelectOption } from '../../../../components/ui/Select';
import { TextField } from '../../../../components/ui/TextField';
import type { GridSearch } from './grid-search';
import { useGridNavigate } from './use-grid-navigate';

export interface GridFilterDef {
  /** The filter's key in the URL (one of the spec's `filters`). */
  key: string;
  label: string;
  /** Its values with their labels, the default first (as in the spec). */
  options: SelectOption[];
}

/**
 * Above a grid: a search box (`?q=`, sent with Enter or the button) and a select per filter (each
 * choice is written to the URL at once). Either starts again at page 1 and keeps the order.
 */
export function GridToolbar({
  grid,
  searchLabel,
  searchHint,
  filters = [],
}: {
  grid: GridSearch;
  searchLabel: string;
  /** What the search looks in, e.g. "A name, an e-mail or a city." */
  searchHint?: string;
  filters?: GridFilterDef[];
}) {
  const { t } = useLingui();
  const goTo = useGridNavigate();
  const [text, setText] = useState(grid.q);
  const go = (patch: Record<string, string | undefined>) => goTo({ ...patch, page: 1 });

  return (
    <div className="grid-toolbar">
      <form
        role="search"
        className="grid-search"
        onSubmit={(event) => {
          event.preventDefault();
          go({ q: text.trim() || undefined });
        }}
      >
        <TextField
          label={searchLabel}
          description={searchHint}
          value={text}
          onChange={setText}
          type="search"
          maxLength={200}
        />
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </form>
      {filters.map((filter) => (
        <Select
          key={filter.key}
          className="grid-filter"
          label={filter.label}
          options={filter.options}
          value={grid.filters[filter.key] ?? filter.options[0]?.id ?? ''}
          onChange={(value) => go({ [filter.key]: value === filter.options[0]?.id ? undefined : value })}
        />
      ))}
      <span className="visually-hidden" aria-live="polite">
        {grid.q ? t`Showing what matches “${grid.q}”.` : ''}
      </span>
    </div>
  );
}
