import { useSyncExternalStore } from 'react';
import { currentCurrency, onCurrencyChange } from './currency';

/** The selected currency code; components that show prices key their queries by it. */
export function useCurrency(): string {
  return useSyncExternalStore(onCurrencyChange, currentCurrency, currentCurrency);
}
