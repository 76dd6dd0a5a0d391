/** Spec, API calls: preloading is skipped on very slow connections and when the visitor asked to save data. */
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function shouldPreload(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

export function connectionAllowsPreload(): boolean {
  if (typeof navigator === 'undefined') return true;
  return shouldPreload((navigator as Navigator & { connection?: NetworkInformationLike }).connection);
}
