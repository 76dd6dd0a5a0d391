import { splitLocalePrefix } from '../../contract/routes';

/** The feature catalogues besides the shell (see lingui.config.ts): one per feature folder. */
export type CatalogueName = 'auth' | 'account' | 'units' | 'investment';

/**
 * Which feature catalogues a page needs, by the first segment of its path. The root route loads them
 * with the shell before the page renders, so a page never flashes its message ids; the unit test
 * checks this table against what each route file imports.
 */
const BY_SECTION: Record<string, readonly CatalogueName[]> = {
  'sign-in': ['auth'],
  'sign-up': ['auth'],
  'forget-password': ['auth'],
  'verify-otp': ['auth'],
  'reset-password': ['auth'],
  'complete-profile': ['account', 'auth'],
  account: ['account', 'auth'],
  listing: ['units'],
  units: ['units'],
  'investment-units': ['investment'],
};

export function cataloguesFor(pathname: string): readonly CatalogueName[] {
  const { rest } = splitLocalePrefix(pathname);
  return BY_SECTION[rest.split('/')[1] ?? ''] ?? [];
}
