import { useMemo } from 'react';
import { readGridSearch, type GridSearch, type GridSpec } from '../grid';

/** The grid's state read from the URL search (stable while the search is). */
export function useQueueGrid(search: Record<string, unknown>, spec: GridSpec): GridSearch {
  const key = JSON.stringify(search);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the search's content.
  return useMemo(() => readGridSearch(search, spec), [key, spec]);
}
