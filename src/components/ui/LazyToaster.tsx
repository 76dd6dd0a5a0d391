import { lazy, Suspense, useEffect, useState } from 'react';
import { toastQueue } from './toast-queue';

const Toaster = lazy(() => import('./Toast').then((m) => ({ default: m.Toaster })));

/** Mounts the toast region on the first toast, so pages that never toast never load it. */
export function LazyToaster() {
  const [needed, setNeeded] = useState(toastQueue.visibleToasts.length > 0);
  useEffect(() => {
    if (needed) return;
    return toastQueue.subscribe(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
