import type { Locale } from '../../../contract/common';
import type { HostUnit } from '../../../contract/hosting-units';
import type { Database } from '../../db/client';
import { loadUnits } from './units-repository';
import { toHostUnit } from './units-view';

/**
 * The editor's whole unit as its host sees it, or null when the unit is not the caller's: ownership is
 * part of the query, so another host's id reads exactly like a missing one. The photo routes answer
 * with it, through the same query and issue rules as the editor's sections.
 */
export async function loadHostUnit(
  db: Database,
  locale: Locale,
  hostId: string,
  unitId: number,
): Promise<HostUnit | null> {
  const [row] = await loadUnits(db, hostId, unitId);
  return row ? toHostUnit(row, locale) : null;
}
