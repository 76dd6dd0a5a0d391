/**
 * Checkout's numbers as plain constants, with no schema library behind them, so a page can show them
 * (the unit page's VAT line) without loading zod or the phone-number check that the checkout's request
 * schemas need (contract/checkout.ts re-exports them beside those schemas).
 */

/** VAT in Saudi Arabia, basis points (1500 = 15 %), shown as its own line. */
export const VAT_RATE_BP = 1500;
/** What one coin is worth, in SAR halalas. */
export const COIN_VALUE_MINOR = 10;
/** Coins may pay at most this share of a stay's total (basis points), so a card always pays the rest. */
export const MAX_COIN_SHARE_BP = 5000;
