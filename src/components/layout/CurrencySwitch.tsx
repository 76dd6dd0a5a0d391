import { currencySign } from '../../lib/currency';
import { currentLocale } from '../../lib/i18n';
import { lazyPart } from '../../lib/lazy-part';
import { serverRendered } from '#page-environment';
import { useAfterPaint } from '../../lib/use-after-paint';
import { useCurrency } from '../../lib/use-currency';
import { Island } from '../../ssr/islands/Island';

const CurrencySelect = lazyPart(() => import('./CurrencySelect'));

/**
 * The currency prices are shown in (spec, entities, API calls: sent as the `currency` header), in the header of every
 * page. Its list is a react-aria menu, a long task to load and hydrate on a phone, on every page,
 * for a control few visitors touch: it loads only when reached (see LazySelect). Until then a
 * server-rendered page shows the server's markup, and a page the browser renders shows the code of
 * the current currency in the same space.
 */
export function CurrencySwitch() {
  // A page the browser renders itself paints first: the list's code would otherwise start loading,
  // and may be evaluated, before that paint. A server-rendered page has painted already.
  if (!useAfterPaint(serverRendered())) return <CurrencyPlaceholder />;
  return (
    <Island hydrate="reached" fallback={<CurrencyPlaceholder />}>
      <CurrencySelect />
    </Island>
  );
}

function CurrencyPlaceholder() {
  return <span className="currency-placeholder">{currencySign(useCurrency(), currentLocale())}</span>;
}
