/** One entry of a list the editor offers (a city, a category, an amenity), by slug. */
export interface Choice {
  id: string;
  label: string;
}
