import type { Money } from '../../../../../contract/common';

interface Night {
  date: string;
  price: Money;
  source: 'base' | 'override';
}

/** Nights that cost the same, shown as one line: "SAR 450 × 3 nights". */
export interface NightGroup {
  price: Money;
  source: 'base' | 'override';
  /** The nights in date order; override lines list them, so a guest sees why a night costs more. */
  dates: string[];
  /** The sum of the nights' own converted prices, so the lines add up to the server's total exactly. */
  amount: Money;
}

/**
 * Groups a preview's nights by price and kind (base or a date's own price), in the order each price
 * first appears. Not by run: a weekend rate that recurs is one line, which keeps a long stay short.
 */
export function groupNights(lines: readonly Night[]): NightGroup[] {
  const groups = new Map<string, NightGroup>();
  for (const line of lines) {
    const key = `${line.source}:${line.price.currency}:${line.price.amount_minor}`;
    const group = groups.get(key);
    if (group) {
      group.dates.push(line.date);
      group.amount = { ...group.amount, amount_minor: group.amount.amount_minor + line.price.amount_minor };
    } else {
      groups.set(key, { price: line.price, source: line.source, dates: [line.date], amount: line.price });
    }
  }
  return [...groups.values()];
}
