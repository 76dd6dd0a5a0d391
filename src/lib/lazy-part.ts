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

const Nothing = () => null;

/**
 * React.lazy for a part the page can do without (the footer's extras, the theme switch, the bell):
 * when its code cannot be fetched, as when it comes near with no signal before the service worker has
 * kept it, it renders nothing instead of failing the whole page into the error screen.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound React.lazy uses
export function optionalPart<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  return lazy(() => load().catch(() => ({ default: Nothing as unknown as C })));
}
