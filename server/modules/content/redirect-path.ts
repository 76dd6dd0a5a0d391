import { LOCALES } from '../../../contract/i18n';

/** Splits `/ar/help/x` into the prefix `/ar` and the rest `/help/x`; an unprefixed path keeps it all. */
export function splitPrefix(pathname: string): { prefix: string; rest: string } {
  const first = pathname.split('/')[1] ?? '';
  if (!(LOCALES as readonly string[]).includes(first)) return { prefix: '', rest: pathname || '/' };
  const rest = pathname.slice(first.length + 1);
  return { prefix: `/${first}`, rest: rest === '' ? '/' : rest };
}
