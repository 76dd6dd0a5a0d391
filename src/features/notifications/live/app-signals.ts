/**
 * The two places outside the page the unread count shows: the tab title ("(3) Sakan") and the app icon
 * badge (Badging API, feature-detected: Chromium on installed apps; elsewhere nothing happens).
 */
type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

const PREFIX = /^\(\d+\)\s/;

export function setAppBadge(count: number): void {
  const nav = navigator as BadgeNavigator;
  const done = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
  done?.catch(() => undefined);
}

/** "(3) " before whatever title the page sets; kept there as pages change their title. */
export function titleFollows(getCount: () => number): { update: () => void; stop: () => void } {
  const apply = () => {
    const count = getCount();
    const base = document.title.replace(PREFIX, '');
    const next = count > 0 ? `(${count}) ${base}` : base;
    if (document.title !== next) document.title = next;
  };
  // React rewrites <title> on navigation; the observer puts the prefix back.
  const observer = new MutationObserver(apply);
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  apply();
  return {
    update: apply,
    stop: () => {
      observer.disconnect();
      document.title = document.title.replace(PREFIX, '');
    },
  };
}
