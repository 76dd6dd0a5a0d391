/**
 * The order changes the photo grid makes, as pure functions of id lists: what a drop (by mouse, touch
 * or keyboard) and "Make cover" send to the server as the unit's whole new order.
 */

/** `ids` with `moving` taken out and put back, in their order, just before or after `target`. */
export function moveIds(
  ids: number[],
  moving: number[],
  target: number,
  position: 'before' | 'after',
): number[] {
  const set = new Set(moving);
  const rest = ids.filter((id) => !set.has(id));
  const at = rest.indexOf(target);
  if (at < 0) return ids;
  const taken = ids.filter((id) => set.has(id));
  const index = position === 'before' ? at : at + 1;
  return [...rest.slice(0, index), ...taken, ...rest.slice(index)];
}

/** `id` first (the cover), the others in their order. */
export const makeCover = (ids: number[], id: number): number[] => [
  id,
  ...ids.filter((other) => other !== id),
];

export const sameOrder = (a: number[], b: number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);
