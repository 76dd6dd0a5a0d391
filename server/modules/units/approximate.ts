/**
 * Where a unit is, as far as a guest who has not booked may know. A unit's exact point (units.lat,
 * units.lng) is its address: only the guest of a confirmed stay gets it (the trip's page). Everyone else
 * learns only which cell of a grid of GRID_STEP degrees (about 1.1 km north–south) the unit is in, and
 * these expressions are the only way a unit's position reaches the catalogue's answers:
 * - `location` on the unit page is the cell's centre with a circle of AREA_RADIUS_M around it, which
 *   holds the whole cell, so the true point is inside wherever it lies in the cell;
 * - `position` on a card (the listing map's marker) is a point inside the same cell, moved by a fixed
 *   amount computed from the unit's id so that neighbours' markers do not stack. Knowing the formula
 *   gives back the cell, nothing finer.
 * The rounding happens in PostgreSQL, so the exact value never enters node for these answers. Both
 * are fixed per unit: asking again gives the same point, so averaging answers learns nothing.
 */
export const GRID_STEP = 0.01;
/** Half the cell's diagonal at the equator (where a degree of longitude is widest) is 786 m. */
export const AREA_RADIUS_M = 800;

type Axis = 'lat' | 'lng';
const PER_DEGREE = Math.round(1 / GRID_STEP);
/** Two multiplicative hashes of the id (Knuth's constant and a second odd one), one per axis. */
const HASH: Record<Axis, { times: string; modulo: string }> = {
  lat: { times: '2654435761', modulo: '1000003' },
  lng: { times: '2246822519', modulo: '999983' },
};

const cell = (table: string, axis: Axis) => `floor(${table}.${axis} * ${PER_DEGREE})`;

/** The centre of the unit's cell on one axis (`table` is the units table's alias). */
export const cellCentreSql = (table: string, axis: Axis) =>
  `round(((${cell(table, axis)} + 0.5) / ${PER_DEGREE})::numeric, 4)::float8`;

/** A point in the unit's cell, kept 15% off its edges, fixed by the unit's id. */
export function markerSql(table: string, axis: Axis): string {
  const { times, modulo } = HASH[axis];
  const fraction = `(0.15 + 0.7 * ((${table}.id::bigint * ${times}) % ${modulo}) / ${modulo}.0)`;
  return `round(((${cell(table, axis)} + ${fraction}) / ${PER_DEGREE})::numeric, 5)::float8`;
}

/** The card's `position` as a JSON object. */
export const positionSql = (table: string) =>
  `json_build_object('lat', ${markerSql(table, 'lat')}, 'lng', ${markerSql(table, 'lng')})`;

/** The unit page's `location` fields besides `area`. */
export const areaFieldsSql = (table: string) =>
  `'lat', ${cellCentreSql(table, 'lat')}, 'lng', ${cellCentreSql(table, 'lng')}, 'radius_m', ${AREA_RADIUS_M}`;

/** cellCentreSql in node, for answers built from a row (a reservation not yet confirmed). */
export const cellCentre = (value: number) =>
  Math.round(((Math.floor(value * PER_DEGREE) + 0.5) / PER_DEGREE) * 1e4) / 1e4;

/**
 * A reservation's point: exact once the stay is booked (confirmed, or completed), the cell's centre
 * for a hold awaiting payment, one that expired or one that was cancelled.
 */
export function bookedPoint(status: string, lat: number, lng: number): { lat: number; lng: number } {
  if (status === 'confirmed' || status === 'completed') return { lat, lng };
  return { lat: cellCentre(lat), lng: cellCentre(lng) };
}
