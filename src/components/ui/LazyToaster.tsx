import { Suspense, useEffect, useState } from 'react';
import { optionalPart } from '../../lib/lazy-part';
import { onFirstToast } from './toast-signal';

const Toaster = optionalPart(() => import('./Toast').then((m) => ({ default: m.Toaster })));

/** Mounts the toast region on the first toast, so pages that never toast never load it. */
export function LazyToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => (needed ? undefined : onFirstToast(() => setNeeded(true))), [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
