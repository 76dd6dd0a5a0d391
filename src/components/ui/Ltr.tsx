import type { ReactNode } from 'react';

/**
 * A left-to-right isolate for what is read character by character (phone numbers, codes, e-mails, card
 * endings). Without it, in Arabic the bidi algorithm moves a leading "+" or the groups of a card number
 * around ("+966500000030" shows as "966500000030+"); `dir="ltr"` rather than `auto` because a number or a
 * code has no strong character for `auto` to find.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
