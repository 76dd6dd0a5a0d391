/** Prices are typed in riyals (decimals allowed) and sent in halalas, the contract's integer minor unit. */
export const toRiyals = (minor: number) => minor / 100;
export const toHalalas = (riyals: number) => (Number.isFinite(riyals) ? Math.round(riyals * 100) : riyals);
