import { lazyPart } from '../../lib/lazy-part';
import { Island } from '../../ssr/islands/Island';
import type { SelectProps } from './Select';

const SelectCode = lazyPart(() => import('./Select').then((m) => ({ default: m.Select })));

/** Loads the Select's code ahead of need (startup.ts calls it at the first client navigation). */
export const preloadSelect = (): void => void SelectCode.preload();

/**
 * A Select (./Select.tsx) whose code loads only when a visitor reaches it. That code is react-aria's
 * collections, overlays and focus management: a large download and a long module evaluation on a
 * phone, for controls (the city, the sort order, the currency) that most
 * visitors never open. On a server-rendered page the server's markup stands until then, and a press
 * made while the code downloads opens the list once it is there (src/ssr/islands/early-taps.ts). A page the
 * browser renders itself shows `SelectShell`, the same box, for the moment the code takes.
 */
export function LazySelect(props: SelectProps) {
  return (
    <Island hydrate="reached" fallback={<SelectShell {...props} />}>
      <SelectCode {...props} />
    </Island>
  );
}

function SelectShell({ label, options, value, className }: SelectProps) {
  const chosen = options.find((option) => option.id === value)?.label;
  return (
    <div className={`field select${className ? ` ${className}` : ''}`} aria-busy="true">
      <span className="field-label">{label}</span>
      <button type="button" className="field-input select-button" disabled aria-label={label}>
        <span>{chosen}</span>
        <span aria-hidden="true" className="select-chevron">
          ▾
        </span>
      </button>
    </div>
  );
}
