import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with a `preload()` that starts (or joins) the same download: a page the server rendered
 * loads the lazy parts of its markup before hydrating, so no part stays inert waiting for its code
 * while the visitor clicks it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound React.lazy uses
export function lazyPart<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  let loading: Promise<{ default: C }> | null = null;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload });
}
