/**
 * PostgreSQL write-ahead log positions ("16/B374D848": two hex halves of a 64-bit byte offset), as
 * numbers that compare: whether a replica has replayed past a write is `replay >= written`.
 */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text.trim());
  if (!match) throw new Error(`Not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/** The short form a cookie carries (hex of the 64-bit offset); read back with `lsnFromHex`. */
export const lsnToHex = (lsn: bigint): string => lsn.toString(16);

export function lsnFromHex(hex: string): bigint | null {
  return /^[0-9a-f]{1,16}$/.test(hex) ? BigInt(`0x${hex}`) : null;
}
