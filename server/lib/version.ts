import { readFileSync } from 'node:fs';

/** The version reported by /health: package.json's, read once so a deploy shows what is running. */
export const APP_VERSION: string = (() => {
  try {
    const pkg: unknown = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    if (typeof pkg === 'object' && pkg !== null && 'version' in pkg && typeof pkg.version === 'string') {
      return pkg.version;
    }
  } catch {
    // A missing package.json only costs the version string.
  }
  return '0.0.0';
})();
