import { createContext, type ComponentType } from 'react';

/**
 * Parts of the layout that belong to a feature. Layout components depend on no feature (ESLint's
 * import zones), so the app fills these slots where it is put together (src/router.tsx's Wrap).
 */
export interface LayoutSlots {
  /** The footer's newsletter form and social links, loaded once the footer comes near (Footer). */
  FooterExtras?: ComponentType;
}

export const LayoutSlotsContext = createContext<LayoutSlots>({});
